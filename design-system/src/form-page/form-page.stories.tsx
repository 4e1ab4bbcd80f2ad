import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { Panel } from '../panel/panel.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { FormPage } from './form-page.tsx';

const copy = {
  en: {
    title: 'Edit Al Mourjan',
    hint: 'Ctrl+S saves from anywhere on the page.',
    section: 'Texts',
    name: 'Name',
    save: 'Save changes',
  },
  ar: {
    title: 'تعديل المرجان',
    hint: 'يحفظ Ctrl+S من أي مكان في الصفحة.',
    section: 'النصوص',
    name: 'الاسم',
    save: 'حفظ التغييرات',
  },
};

const meta = {
  title: 'Layout/FormPage',
  subcomponents: { FormPage },
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "A page that is one form (a listing's, a post's): its title names the form, its sections (Panels) stand a step apart, and the save bar sticks to the bottom of the screen, toasts kept above it. The form checks its own fields, in the page's language.",
      usage: {
        do: [
          'Make each group of fields a Panel named by its `h2`.',
          "Put the record's state, facts and actions in `intro`, under the title.",
          '`width="80rem"` for long texts shown beside their previews.',
        ],
        dont: [
          "Don't put more than the save action (and its state) in the save bar.",
          "Don't nest a FormPage in a Page's Stack of other content: it is the page.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <FormPage
      title={copy[lang].title}
      titleId="form-page-title"
      intro={<p>{copy[lang].hint}</p>}
      saveBar={<Button type="submit">{copy[lang].save}</Button>}
      onSubmit={(event) => event.preventDefault()}
    >
      <Panel aria-labelledby="form-page-texts">
        <h2 id="form-page-texts">{copy[lang].section}</h2>
        <TextField label={copy[lang].name} />
      </Panel>
    </FormPage>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
