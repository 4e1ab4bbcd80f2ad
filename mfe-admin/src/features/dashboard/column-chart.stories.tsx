import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { adminStories } from '../../testing/story-providers.tsx';
import { ColumnChart } from './column-chart.tsx';
import { SignUpsChart } from './dashboard-charts.tsx';

/** Twelve weeks of sign-ups, as the api counts them (weeks start on Monday). */
const signUps = [14, 22, 19, 31, 28, 45, 39, 52, 48, 61, 57, 73].map((count, index) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
  count,
}));

/** The dashboard's sign-ups chart over the last `weeks` weeks. */
function ColumnChartDemo({ weeks = 12 }: { weeks?: number }) {
  return <SignUpsChart weeks={signUps.slice(signUps.length - weeks)} />;
}

const meta = {
  title: 'Dashboard/Column chart',
  component: ColumnChartDemo,
  subcomponents: { ColumnChart },
  args: { weeks: 12 },
  argTypes: { weeks: { control: { type: 'range', min: 0, max: 12 } } },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'Counts along an ordered axis such as weeks, drawn in SVG with visx scales. The SVG is hidden from screen readers; a visually hidden table under it carries the same figures. In Arabic the axis runs from the right.',
      usage: {
        do: [
          'Give `fullLabel` the whole date ("Week of 7 September 2026"): the short axis label is for the eye.',
          'Keep the columns in time order; the chart labels every other one when more than eight.',
        ],
        dont: [
          "Don't use it for categories without an order: the bar chart's rows read better.",
          "Don't put figures only in the SVG: screen readers get the table.",
        ],
      },
    }),
  },
} satisfies Meta<typeof ColumnChartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing is hidden from screen readers, the table they read has a row per week. */
const tableAlternative: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId('chart-sign-ups-svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(13);
};

export const TwelveWeeks: Story = { play: tableAlternative };
export const TwelveWeeksArabic: Story = { globals: arabic, play: tableAlternative };
export const FourWeeks: Story = { args: { weeks: 4 } };
export const Empty: Story = { args: { weeks: 0 } };
export const EmptyArabic: Story = { args: { weeks: 0 }, globals: arabic };
