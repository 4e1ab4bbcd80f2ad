import type { Statistics } from 'contracts/schemas/admin';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { adminStories } from '../../testing/story-providers.tsx';
import { BarChart } from './bar-chart.tsx';
import { AreasChart, MostSavedChart } from './dashboard-charts.tsx';

/** Restaurants and gift shops per area as the api counts them: most first. */
const byArea: Statistics['listingsByArea'] = [
  { area: 'west_bay', restaurants: 48, shops: 21 },
  { area: 'the_pearl', restaurants: 36, shops: 29 },
  { area: 'lusail', restaurants: 31, shops: 12 },
  { area: 'souq_waqif', restaurants: 27, shops: 34 },
  { area: 'education_city', restaurants: 9, shops: 2 },
];

/** The most-saved listings (the api names each in both languages; the chart shows the page's). */
const mostSaved = [
  { en: 'Tea House Restaurant', ar: 'مطعم بيت الشاي' },
  { en: 'Pearl Gifts', ar: 'هدايا اللؤلؤة' },
  { en: 'Corniche Grill', ar: 'مشاوي الكورنيش' },
  { en: 'Souq Waqif Sweets', ar: 'حلويات سوق واقف' },
];
const saves = [1284, 956, 402, 87];

/**
 * The dashboard's own bar charts: one series (the most-saved listings) or two (restaurants and
 * gift shops per area).
 */
function BarChartDemo({ twoSeries = false, empty = false }: { twoSeries?: boolean; empty?: boolean }) {
  if (twoSeries) return <AreasChart rows={empty ? [] : byArea} />;
  const items = mostSaved.map((name, index) => ({
    itemType: index === 1 ? 'shop' : 'restaurant',
    itemId: String(index + 1),
    name,
    saves: saves[index] ?? 0,
  }));
  return <MostSavedChart items={empty ? [] : items} />;
}

const meta = {
  title: 'Dashboard/Bar chart',
  component: BarChartDemo,
  subcomponents: { BarChart },
  args: { twoSeries: false, empty: false },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "The dashboard's horizontal bars, drawn as a real table: a caption, a row per label, a column per series with its figure. The bars are decoration sized in CSS from the inline start, so they mirror in Arabic and long labels wrap.",
      usage: {
        do: [
          'Give the rows already sorted, most first, and their labels in the page language.',
          'Use a second series only when the two share a scale (restaurants and gift shops per area).',
        ],
        dont: [
          "Don't hide the figures: the number beside each bar is what screen readers and people comparing read.",
          "Don't use it for values along time: the column chart is for weeks.",
        ],
      },
    }),
  },
} satisfies Meta<typeof BarChartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures are in the table: a screen reader reads the row header and each series' count. */
const readsAsTable: Story['play'] = async ({ canvasElement }) => {
  const table = within(canvasElement).getByRole('table');
  await expect(within(table).getAllByRole('row')).toHaveLength(5);
};

export const MostSaved: Story = { play: readsAsTable };
export const MostSavedArabic: Story = { globals: arabic, play: readsAsTable };
export const TwoSeries: Story = { args: { twoSeries: true } };
export const TwoSeriesArabic: Story = { args: { twoSeries: true }, globals: arabic };
export const Empty: Story = { args: { empty: true } };
export const EmptyArabic: Story = { args: { empty: true }, globals: arabic };
