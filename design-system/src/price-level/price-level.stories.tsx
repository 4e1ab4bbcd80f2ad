import { priceLevels } from 'contracts/enums';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { PriceLevel } from './price-level.tsx';

const meta = {
  title: 'Components/PriceLevel',
  parameters: {
    ...componentDocs({
      purpose: "A price level as one to three signs, with the level's name for screen readers.",
      usage: {
        do: ['Show it beside the cuisine in cards and on listing pages.'],
        dont: [
          'Don\'t write the signs by hand: screen readers would read "dollar dollar".',
          "Don't colour the levels: the number of signs says it.",
        ],
      },
    }),
  },
  component: PriceLevel,
  args: { level: 'medium', lang: 'en' },
  argTypes: {
    level: { control: 'inline-radio', options: ['low', 'medium', 'high'] },
    lang: { control: false, description: 'Set by the Direction toolbar' },
  },
} satisfies Meta<typeof PriceLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Low: Story = { args: { level: 'low' } };

/** Signs for the eye, the level's name (in the toolbar's language) for screen readers. */
export const Medium: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$$')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(priceLevels.labels.medium[langOf(globals)])).toBeInTheDocument();
  },
};

export const High: Story = { args: { level: 'high' } };

export const Arabic: Story = {
  args: { level: 'high' },
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByText('مرتفع')).toBeInTheDocument();
  },
};
