import { areas } from 'contracts/enums';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import type { FieldChange } from './conflict-diff.ts';
import { VersionConflict } from './version-conflict.tsx';

/** What another editor changed in a restaurant since this form opened: a text, an area, a flag, a price. */
const theirEdits: FieldChange[] = [
  {
    field: 'name',
    before: { en: 'Corniche Grill', ar: 'مشاوي الكورنيش' },
    after: { en: 'Corniche Grill House', ar: 'بيت مشاوي الكورنيش' },
  },
  { field: 'area', before: 'west_bay', after: 'al_dafna' },
  { field: 'wheelchairAccessible', before: false, after: true },
  { field: 'menu' },
];

/** The panel as the listing form shows it: field names and area codes in the page's language. */
function VersionConflictDemo({
  changes,
  onLoadTheirs,
  onOverwrite,
}: {
  changes: FieldChange[];
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}) {
  const { t, lang } = useAdminText();
  return (
    <VersionConflict
      changes={changes}
      fieldLabel={(field) => t(`listingForms.fields.${field}`, { defaultValue: field })}
      codeInWords={(field, value) =>
        field === 'area' ? (areas.labels[value as keyof typeof areas.labels]?.[lang] ?? value) : value
      }
      onLoadTheirs={onLoadTheirs}
      onOverwrite={onOverwrite}
    />
  );
}

const meta = {
  title: 'Forms/Version conflict',
  component: VersionConflictDemo,
  subcomponents: { VersionConflict },
  args: { changes: theirEdits, onLoadTheirs: fn(), onOverwrite: fn() },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'Shown above a form whose save was refused because someone else saved first: what they changed (before → after, in words), and the choice between loading their version and saving these edits over it.',
      usage: {
        do: [
          'Name the fields and put coded values (an area, a status) in words with `fieldLabel` and `codeInWords`.',
          'Keep both choices: neither is right every time.',
        ],
        dont: ["Don't save over theirs without asking.", "Don't show raw field names or codes."],
      },
    }),
  },
} satisfies Meta<typeof VersionConflictDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists the changes in words, and each button makes its own choice. */
const choices: Story['play'] = async (context) => {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  await expect(canvas.getAllByRole('listitem')).toHaveLength(theirEdits.length);
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.conflict.loadTheirs') }));
  await expect(context.args.onLoadTheirs).toHaveBeenCalledOnce();
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.conflict.overwrite') }));
  await expect(context.args.onOverwrite).toHaveBeenCalledOnce();
};

export const TheirChanges: Story = { play: choices };
export const TheirChangesArabic: Story = { globals: arabic, play: choices };
/** Only bookkeeping changed (or the diff could not tell): the panel still offers both choices. */
export const NothingToList: Story = { args: { changes: [] } };
export const NothingToListArabic: Story = { args: { changes: [] }, globals: arabic };
