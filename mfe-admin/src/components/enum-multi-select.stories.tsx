import { type DeliveryOption, deliveryOptions } from 'contracts/enums';
import { validationMessage } from 'contracts/validation-messages';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic, langOf } from 'design-system/storybook/direction';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import { EnumMultiSelect } from './enum-multi-select.tsx';

/** A gift shop's delivery options, kept in the demo's state as the form's Controller keeps them. */
function EnumMultiSelectDemo({ chosen = [], withError = false }: { chosen?: DeliveryOption[]; withError?: boolean }) {
  const { t, lang } = useAdminText();
  const [value, setValue] = useState<DeliveryOption[]>(chosen);
  return (
    <EnumMultiSelect
      legend={t('listingForms.fields.deliveryOptions')}
      name="deliveryOptions"
      enumeration={deliveryOptions}
      value={value}
      onChange={setValue}
      error={withError ? validationMessage('validation.required', lang) : undefined}
    />
  );
}

const meta = {
  title: 'Forms/Enum multi-select',
  component: EnumMultiSelectDemo,
  subcomponents: { EnumMultiSelect },
  args: { chosen: [], withError: false },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "Checkboxes over one of contracts' enumerations (cuisines, amenities, delivery options…), labelled in the page's language and answering codes in the enumeration's order.",
      usage: {
        do: [
          'Pass the enumeration from `contracts/enums`: its labels are the ones visitors see.',
          'Give the group a legend that names the field.',
        ],
        dont: ["Don't use it for one choice: that is a select.", "Don't translate the codes yourself."],
      },
    }),
  },
} satisfies Meta<typeof EnumMultiSelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks two options by their labels in the page's language. */
const ticks: Story['play'] = async (context) => {
  const t = adminT(context);
  const lang = langOf(context.globals);
  const group = within(context.canvasElement).getByRole('group', { name: t('listingForms.fields.deliveryOptions') });
  for (const code of ['snoonu', 'pickup'] as const) {
    const box = within(group).getByRole('checkbox', { name: deliveryOptions.labels[code][lang] });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  }
};

export const NoneChosen: Story = { play: ticks };
export const NoneChosenArabic: Story = { globals: arabic, play: ticks };
export const SomeChosen: Story = { args: { chosen: ['talabat', 'same_day'] } };
export const SomeChosenArabic: Story = { args: { chosen: ['talabat', 'same_day'] }, globals: arabic };
export const WithError: Story = { args: { withError: true } };
export const WithErrorArabic: Story = { args: { withError: true }, globals: arabic };
