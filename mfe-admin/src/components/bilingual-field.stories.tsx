import { validationMessage } from 'contracts/validation-messages';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic, langOf } from 'design-system/storybook/direction';
import { formatPercent } from 'platform/intl';
import { useForm, useWatch } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import { BilingualField, CompletenessMeter } from './bilingual-field.tsx';

type Name = { name: { en: string; ar: string } };

/** A restaurant's name in both languages, with the meter a listing form shows above its fields. */
function BilingualFieldDemo({
  filled = false,
  multiline = false,
  withErrors = false,
}: {
  filled?: boolean;
  multiline?: boolean;
  withErrors?: boolean;
}) {
  const { t, lang } = useAdminText();
  const { register, control } = useForm<Name>({
    defaultValues: { name: filled ? { en: 'Corniche Grill', ar: 'مشاوي الكورنيش' } : { en: '', ar: '' } },
  });
  const name = useWatch({ control, name: 'name' });
  const label = t(multiline ? 'listingForms.fields.description' : 'listingForms.fields.name');
  return (
    <>
      <CompletenessMeter pairs={[name]} />
      <BilingualField
        label={label}
        multiline={multiline}
        en={register('name.en')}
        ar={register('name.ar')}
        errors={
          withErrors
            ? { en: validationMessage('validation.tooLong', lang), ar: validationMessage('validation.required', lang) }
            : {}
        }
      />
    </>
  );
}

const meta = {
  title: 'Forms/Bilingual field',
  component: BilingualFieldDemo,
  subcomponents: { BilingualField, CompletenessMeter },
  args: { filled: false, multiline: false, withErrors: false },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'One text in English and in Arabic side by side. The Arabic input is right to left and marked `lang="ar"` whatever the page direction, so each language is typed in its own direction. The completeness meter tells editors which translation is missing.',
      usage: {
        do: [
          'Register both languages of one field (`name.en`, `name.ar`) and pass their translated errors.',
          'Use `multiline` with `rows` for descriptions and bodies.',
        ],
        dont: [
          "Don't put the two languages in different places of a form: editors compare them.",
          "Don't let the Arabic input inherit the page's direction.",
        ],
      },
    }),
  },
} satisfies Meta<typeof BilingualFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the Arabic name fills its meter; the Arabic input is right to left in either page language. */
const typesArabic: Story['play'] = async (context) => {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  const label = t('listingForms.fields.name');
  const arabicInput = canvas.getByLabelText(t('formParts.inArabic', { label }));
  await expect(arabicInput).toHaveAttribute('dir', 'rtl');
  await expect(arabicInput).toHaveAttribute('lang', 'ar');
  const lang = langOf(context.globals);
  await expect(canvas.getByTestId('completeness-ar')).toHaveTextContent(formatPercent(0, lang));
  await userEvent.type(arabicInput, 'مشاوي');
  await expect(canvas.getByTestId('completeness-ar')).toHaveTextContent(formatPercent(100, lang));
};

export const Empty: Story = { play: typesArabic };
export const EmptyArabic: Story = { globals: arabic, play: typesArabic };
export const Filled: Story = { args: { filled: true } };
export const FilledArabic: Story = { args: { filled: true }, globals: arabic };
export const Multiline: Story = { args: { multiline: true, filled: true } };
export const WithErrors: Story = { args: { withErrors: true } };
export const WithErrorsArabic: Story = { args: { withErrors: true }, globals: arabic };
