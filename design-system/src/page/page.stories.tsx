import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { PageHeader } from '../page-header/page-header.tsx';
import { Panel } from '../panel/panel.tsx';
import { Stack } from '../stack/stack.tsx';
import { Page } from './page.tsx';

const copy = {
  en: { title: 'Settings', section: 'Personal information', text: 'Your name and phone number.' },
  ar: { title: 'الإعدادات', section: 'المعلومات الشخصية', text: 'اسمك ورقم هاتفك.' },
};

const meta = {
  title: 'Layout/Page',
  subcomponents: { Page },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      purpose:
        "A page's column: centred, no wider than `width`, with the page's space at its sides, above and below (`endSpace`). It only places its content: a Stack inside it spaces the header and the parts.",
      usage: {
        do: [
          "Make it the page's `main` (the default); a post is an `article`.",
          'Pick the width for what it holds: a long read is narrower than a grid of cards.',
        ],
        dont: ["Don't nest a Page in a Page.", "Don't add margins around it: the shell's layout places it."],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Page as="div" width="48rem">
      <Stack gap={6}>
        <PageHeader title={copy[lang].title} />
        <Panel aria-labelledby="page-section">
          <h2 id="page-section">{copy[lang].section}</h2>
          <p>{copy[lang].text}</p>
        </Panel>
      </Stack>
    </Page>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
