import { weekdayLabels } from 'contracts/enums';
import type { WeeklyHours } from 'contracts/schemas/listing';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic, langOf } from 'design-system/storybook/direction';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import { closedWeek, WeeklyHoursEditor } from './weekly-hours-editor.tsx';

const lunchAndDinner = [
  { open: '12:00', close: '15:30' },
  { open: '19:00', close: '01:00' },
];

/** A restaurant's week: split shifts, Friday from after prayers, and a late night that runs past midnight. */
const restaurantWeek: WeeklyHours = {
  mon: lunchAndDinner,
  tue: lunchAndDinner,
  wed: lunchAndDinner,
  thu: lunchAndDinner,
  fri: [{ open: '13:30', close: '02:00' }],
  sat: lunchAndDinner,
  sun: [],
};

const weeks = { closed: closedWeek(), restaurant: restaurantWeek };

/** A range whose opening time the form refused (as `errors.hours` holds it). */
const refusedFriday = { fri: [{ open: { type: 'server', message: 'validation.invalid' } }] } as unknown as FieldErrors;

/** The editor with the week kept in the demo's state, as the form's Controller keeps it. */
function WeeklyHoursDemo({ week = 'closed', withErrors = false }: { week?: keyof typeof weeks; withErrors?: boolean }) {
  const { t } = useAdminText();
  const [value, setValue] = useState(weeks[week]);
  return (
    <WeeklyHoursEditor
      legend={t('listingForms.fields.hours')}
      value={value}
      onChange={setValue}
      errors={withErrors ? refusedFriday : undefined}
    />
  );
}

const meta = {
  title: 'Forms/Weekly hours editor',
  component: WeeklyHoursDemo,
  subcomponents: { WeeklyHoursEditor },
  args: { week: 'closed', withErrors: false },
  argTypes: { week: { control: 'inline-radio', options: Object.keys(weeks) } },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'A week of opening hours: each day closed or up to four ranges, a range may run past midnight, one day can be copied to every day, and the public Opening hours component previews the result beside it.',
      usage: {
        do: [
          'Keep the week in the form (a Controller) and pass `errors.hours` so a refused range says why on both its times.',
          'Let a range close after midnight (19:00–01:00): the editor marks it "(next day)".',
        ],
        dont: [
          "Don't split a late night into two ranges across midnight.",
          "Don't hide the preview: it is what visitors will read.",
        ],
      },
    }),
  },
} satisfies Meta<typeof WeeklyHoursDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Friday, adds an evening range to it, and copies Friday to every day. */
const opensFriday: Story['play'] = async (context) => {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  const day = weekdayLabels.fri[langOf(context.globals)];
  await userEvent.click(canvas.getByLabelText(t('formParts.hours.closedOn', { day })));
  await expect(canvas.getByLabelText(t('formParts.hours.opens', { day, n: 1 }))).toHaveValue('09:00');
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.hours.addRange', { day }) }));
  await expect(canvas.getByLabelText(t('formParts.hours.closes', { day, n: 2 }))).toHaveValue('23:00');
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.hours.copyToAll', { day }) }));
  await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
};

export const ClosedWeek: Story = { play: opensFriday };
export const ClosedWeekArabic: Story = { globals: arabic, play: opensFriday };
export const SplitShifts: Story = { args: { week: 'restaurant' } };
export const SplitShiftsArabic: Story = { args: { week: 'restaurant' }, globals: arabic };
export const WithErrors: Story = { args: { week: 'restaurant', withErrors: true } };
export const WithErrorsArabic: Story = { args: { week: 'restaurant', withErrors: true }, globals: arabic };
