import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import { TrashedBanner } from './trashed-banner.tsx';

/** The banner of a listing's edit form while the listing is in the trash. */
function TrashedBannerDemo({ restoring = false, onRestore }: { restoring?: boolean; onRestore: () => void }) {
  const { t } = useAdminText();
  return (
    <TrashedBanner
      text={t('listingForms.inTrash')}
      restoreLabel={t('listingForms.restore')}
      restoring={restoring}
      onRestore={onRestore}
    />
  );
}

const meta = {
  title: 'Forms/Trashed banner',
  component: TrashedBannerDemo,
  subcomponents: { TrashedBanner },
  args: { restoring: false, onRestore: fn() },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "At the top of an edit form whose record is in the trash: what that means (visitors don't see it, saving keeps it there) and a Restore button.",
      usage: {
        do: ['Say what the trash means for this kind of record.', 'Show the button as busy while restoring.'],
        dont: ["Don't hide the form: editors may fix a record before restoring it."],
      },
    }),
  },
} satisfies Meta<typeof TrashedBannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const restores: Story['play'] = async (context) => {
  const t = adminT(context);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('listingForms.restore') }));
  await expect(context.args.onRestore).toHaveBeenCalledOnce();
};

export const InTrash: Story = { play: restores };
export const InTrashArabic: Story = { globals: arabic, play: restores };
export const Restoring: Story = { args: { restoring: true } };
export const RestoringArabic: Story = { args: { restoring: true }, globals: arabic };
