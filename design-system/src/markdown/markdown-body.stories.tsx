import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
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
  subcomponents: { MarkdownBody },
  parameters: {
    ...componentDocs({
      purpose:
        "A blog post's body: its Markdown rendered (marked, GitHub flavour) and sanitised (DOMPurify: no script, no event handler, no `javascript:` link), in its language's direction. The public post and the back office's preview both render it, so the preview is the page.",
      usage: {
        do: [
          'Pass the language of the text, not of the page: the preview shows the Arabic body right to left on an English page.',
          "Use pictures of this site (`/media/...`): the site's CSP blocks pictures from elsewhere.",
        ],
        dont: [
          "Don't render a post's Markdown any other way: a second renderer would let the preview and the page drift.",
          "Don't put trusted HTML through it expecting it kept: whatever the sanitiser drops is gone.",
        ],
      },
    }),
  },
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
