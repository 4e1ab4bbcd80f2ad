import type { SpecialHours } from 'contracts/schemas/listing';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { adminStories, adminT, StoryForm } from '../testing/story-providers.tsx';
import { SpecialHoursEditor } from './special-hours-editor.tsx';
import { closedWeek } from './weekly-hours-editor.tsx';

const evening = [{ open: '20:00', close: '02:00' }];

const ramadan: SpecialHours = {
  name: { en: 'Ramadan', ar: 'رمضان' },
  from: '2027-02-08',
  to: '2027-03-09',
  hours: { ...closedWeek(), mon: evening, tue: evening, wed: evening, thu: evening, sat: evening, sun: evening },
};

const lists = {
  none: [],
  ramadan: [ramadan],
  halfFilled: [{ name: { en: 'Eid al-Fitr', ar: '' }, from: '2027-03-10', to: '2027-03-08', hours: closedWeek() }],
} satisfies Record<string, SpecialHours[]>;

/** The editor in a form of its own, with the errors the schema gives a half-filled range. */
function SpecialHoursDemo({ list = 'none' }: { list?: keyof typeof lists }) {
  const errors: Record<string, string> =
    list === 'halfFilled'
      ? { 'specialHours.0.name.ar': 'validation.required', 'specialHours.0.to': 'validation.invalidDate' }
      : {};
  return (
    <StoryForm<{ specialHours: SpecialHours[] }> defaultValues={{ specialHours: lists[list] }} errors={errors}>
      <SpecialHoursEditor />
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/Special hours editor',
  component: SpecialHoursDemo,
  subcomponents: { SpecialHoursEditor },
  args: { list: 'none' },
  argTypes: { list: { control: 'inline-radio', options: Object.keys(lists) } },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'Named date ranges (Ramadan, Eid) with a week of hours of their own, which replace the regular hours on those dates. It lives inside a listing form (react-hook-form context) whose values have `specialHours`.',
      usage: {
        do: [
          'Name each range in both languages: visitors see the name beside the hours.',
          'Give a range a whole week: days it is closed are marked closed.',
        ],
        dont: ["Don't use it for a one-off closure without a name.", "Don't render it outside a `FormProvider`."],
      },
    }),
  },
} satisfies Meta<typeof SpecialHoursDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adds a range: its name, dates and week appear, then removes it again. */
const addsARange: Story['play'] = async (context) => {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.special.add') }));
  const range = canvas.getByRole('group', { name: t('formParts.special.range', { n: 1 }) });
  await expect(within(range).getByLabelText(t('formParts.special.from', { n: 1 }))).toHaveValue('');
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.special.remove', { n: 1 }) }));
  await expect(canvas.queryByRole('group', { name: t('formParts.special.range', { n: 1 }) })).toBeNull();
};

export const Empty: Story = { play: addsARange };
export const EmptyArabic: Story = { globals: arabic, play: addsARange };
export const Ramadan: Story = { args: { list: 'ramadan' } };
export const RamadanArabic: Story = { args: { list: 'ramadan' }, globals: arabic };
export const WithErrors: Story = { args: { list: 'halfFilled' } };
export const WithErrorsArabic: Story = { args: { list: 'halfFilled' }, globals: arabic };
