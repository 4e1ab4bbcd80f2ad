import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const copy = {
  en: {
    title: 'No Saved Listings',
    text: 'Save restaurants and shops to find them here.',
    action: 'Browse restaurants',
  },
  ar: { title: 'لا توجد قوائم محفوظة', text: 'احفظ المطاعم والمتاجر لتجدها هنا.', action: 'تصفح المطاعم' },
};

const meta = {
  title: 'Components/EmptyState',
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <EmptyState title={copy[lang].title} text={copy[lang].text} action={<Button>{copy[lang].action}</Button>} />
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
