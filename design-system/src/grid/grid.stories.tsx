import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Card } from '../card/card.tsx';
import { Grid } from './grid.tsx';

const copy = {
  en: { label: 'Districts', items: ['West Bay', 'The Pearl', 'Msheireb', 'Katara', 'Lusail'] },
  ar: { label: 'المناطق', items: ['الخليج الغربي', 'اللؤلؤة', 'مشيرب', 'كتارا', 'لوسيل'] },
};

const meta = {
  title: 'Layout/Grid',
  subcomponents: { Grid },
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "Children in columns of equal width, `gap` apart. `fit` and `fill` make as many columns as `minItemSize` allows and fewer on a narrow screen (`fit` stretches a short last row across, `fill` keeps its cells one column wide); `cards` is one column, two from 600px and three from 900px, which the cards' image `sizes` assume.",
      usage: {
        do: [
          'Lay out cards and tiles with it: a grid of cards is a `ul` of `li`.',
          'Use `columns="cards"` for ListingCard and post cards, whose images are sized for it.',
        ],
        dont: [
          "Don't use it for a line of tags or buttons: that is Inline.",
          "Don't fix a number of columns that a phone cannot hold.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Grid as="ul" gap={4} minItemSize="10rem" aria-label={copy[lang].label}>
      {copy[lang].items.map((item) => (
        <Card as="li" key={item}>
          {item}
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
