import { errorMessage } from 'contracts/errors';
import { validationMessage } from 'contracts/validation-messages';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories } from '../testing/story-providers.tsx';
import { ErrorSummary } from './error-summary.tsx';

/** The summary above a listing form, with the errors the api gave for no field the form shows. */
function ErrorSummaryDemo({ unplaced = true }: { unplaced?: boolean }) {
  const { t, lang } = useAdminText();
  const messages = unplaced ? [errorMessage('SLUG_TAKEN', lang), validationMessage('validation.invalid', lang)] : [];
  return <ErrorSummary title={t('listingForms.fixErrors')} messages={messages} />;
}

const meta = {
  title: 'Forms/Error summary',
  component: ErrorSummaryDemo,
  subcomponents: { ErrorSummary },
  args: { unplaced: true },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'Above a form whose save was refused: an alert that fields need attention, and the messages no field shows (those the api gave for fields not on the form).',
      usage: {
        do: [
          "Show it only after a save was tried, and put each field's message beside its field too.",
          "List the messages as the api wrote them: they are already in the page's language.",
        ],
        dont: ["Don't repeat every field's message here.", "Don't show it while the person is still typing."],
      },
    }),
  },
} satisfies Meta<typeof ErrorSummaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessages: Story = {};
export const WithMessagesArabic: Story = { globals: arabic };
/** Every error has its field: the summary is only the alert. */
export const TitleOnly: Story = { args: { unplaced: false } };
export const TitleOnlyArabic: Story = { args: { unplaced: false }, globals: arabic };
