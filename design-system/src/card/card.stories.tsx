import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Card } from './card.tsx';

const copy = {
  en: { title: 'Opening hours', text: 'Open every day from 8 am to 11 pm.' },
  ar: { title: 'ساعات العمل', text: 'مفتوح يومياً من الثامنة صباحاً حتى الحادية عشرة مساءً.' },
};

const meta = {
  title: 'Components/Card',
  subcomponents: { Card },
  parameters: {
    ...componentDocs({
      purpose:
        "A plain surface (white, bordered, rounded, padded) grouping related content. Its element comes from `as` (section, article, li), so the page's structure stays right.",
      usage: {
        do: [
          'Give it a heading and name the section by it (`aria-labelledby`).',
          'Pick the element with `as`: a list of cards is a list of `li` cards.',
        ],
        dont: [
          "Don't nest a card in a card.",
          "Don't make a whole card clickable with `onClick`: ListingCard's link covers its card.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Card as="section" aria-labelledby="card-title" style={{ maxInlineSize: '20rem' }}>
      <h2 id="card-title" style={{ marginBlockStart: 0 }}>
        {copy[lang].title}
      </h2>
      <p style={{ marginBlockEnd: 0 }}>{copy[lang].text}</p>
    </Card>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
