import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Tabs } from './tabs.tsx';

const copy = {
  en: { label: 'Saved listings', tabs: ['Favorite', 'Bookmark', 'Restaurant', 'Shop'] },
  ar: { label: 'القوائم المحفوظة', tabs: ['المفضلة', 'الإشارات المرجعية', 'مطعم', 'متجر'] },
} satisfies Record<Lang, { label: string; tabs: string[] }>;

function Harness({ lang }: { lang: Lang }) {
  const tabs = copy[lang].tabs.map((label, i) => ({
    id: ['favorite', 'bookmark', 'restaurant', 'shop'][i] ?? label,
    label,
  }));
  const [selected, setSelected] = useState('favorite');
  return (
    <Tabs
      label={copy[lang].label}
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
    >
      <p>{tabs.find((t) => t.id === selected)?.label}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  subcomponents: { Tabs },
  parameters: {
    ...componentDocs({
      purpose:
        'WAI-ARIA tabs: arrow keys move between tabs (mirrored right to left), Home and End jump, and only the selected tab is in the tab order.',
      usage: {
        do: [
          "Use them for views of one thing (a listing's menu, hours and reviews).",
          'Name the tab list with `label`.',
        ],
        dont: ["Don't use tabs to move between pages: use links.", "Don't hide required form fields in another tab."],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => <Harness lang={lang} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the selection (mirrored right to left); only the selected tab is in the tab order. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const lang = langOf(globals);
    const [first, second, , last] = copy[lang].tabs as [string, string, string, string];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: first }));
    await userEvent.keyboard(lang === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: second })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(last);
  },
};
export const KeyboardArabic: Story = { ...Keyboard, globals: arabic };
