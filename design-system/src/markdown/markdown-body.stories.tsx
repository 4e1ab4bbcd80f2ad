import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { arabic } from '../../.storybook/direction.ts';
import { MarkdownBody } from './markdown-body.tsx';

const copy: Record<Lang, string> = {
  en: [
    '## Start with tea',
    '',
    'Karak at sunset, then a walk through the **souq**:',
    '',
    '- chebab for breakfast',
    '- machboos for lunch',
    '',
    'Read more on [Visit Qatar](https://visitqatar.com).',
  ].join('\n'),
  ar: [
    '## ابدأ بالشاي',
    '',
    'كرك عند الغروب، ثم جولة في **السوق**:',
    '',
    '- الجباب على الفطور',
    '- المجبوس على الغداء',
    '',
    'اقرأ المزيد على [زوروا قطر](https://visitqatar.com).',
  ].join('\n'),
};

const meta = {
  title: 'Components/MarkdownBody',
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <MarkdownBody markdown={copy[lang]} lang={lang} />
    </div>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
/** Raw HTML in the Markdown: the script and the handler are gone, the picture stays. */
export const Sanitised: Story = {
  render: ({ lang }) => (
    <MarkdownBody
      lang={lang}
      markdown={'Hello <script>alert(1)</script>\n\n<img src="/favicon.svg" alt="Logo" onerror="alert(2)">'}
    />
  ),
};
