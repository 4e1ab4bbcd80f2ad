import type { RestaurantInput } from 'contracts/schemas/restaurant';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic } from 'design-system/storybook/direction';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { adminStories, adminT, StoryForm } from '../testing/story-providers.tsx';
import { MenuEditor } from './menu-editor.tsx';

type Menu = RestaurantInput['menu'];

const dish = (en: string, ar: string, priceQar: number, description = { en: '', ar: '' }) => ({
  name: { en, ar },
  description,
  priceQar,
});

const menus = {
  none: [],
  filled: [
    {
      title: { en: 'Starters', ar: 'المقبلات' },
      items: [
        dish('Hummus', 'حمص', 28, {
          en: 'Chickpeas, tahini, lemon and olive oil.',
          ar: 'حمص وطحينة وليمون وزيت زيتون.',
        }),
        dish('Fattoush', 'فتوش', 32),
      ],
    },
    { title: { en: 'Mains', ar: 'الأطباق الرئيسية' }, items: [dish('Chicken machboos', 'مجبوس دجاج', 65)] },
  ],
  halfFilled: [{ title: { en: 'Desserts', ar: '' }, items: [dish('Umm Ali', '', -5)] }],
} satisfies Record<string, Menu>;

const menuErrors = {
  'menu.0.title.ar': 'validation.required',
  'menu.0.items.0.name.ar': 'validation.required',
  'menu.0.items.0.priceQar': 'validation.invalid',
};

/** The editor in a form of its own; the half-filled menu comes with the schema's errors. */
function MenuEditorDemo({ menu = 'none' }: { menu?: keyof typeof menus }) {
  return (
    <StoryForm<{ menu: Menu }> defaultValues={{ menu: menus[menu] }} errors={menu === 'halfFilled' ? menuErrors : {}}>
      <MenuEditor />
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/Menu editor',
  component: MenuEditorDemo,
  subcomponents: { MenuEditor },
  args: { menu: 'none' },
  argTypes: { menu: { control: 'inline-radio', options: Object.keys(menus) } },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "A restaurant's menu as sections of items (names in both languages, a price in QAR, an optional description). Sections and items are added, removed and reordered by drag or with the move buttons. It lives inside a form whose values have `menu`.",
      usage: {
        do: [
          'Offer the move buttons beside each drag handle: keyboard and switch users reorder with them.',
          'Keep at least one item in a section (its remove button is disabled on the last).',
        ],
        dont: ["Don't reorder by drag alone.", "Don't render it outside a `FormProvider`."],
      },
    }),
  },
} satisfies Meta<typeof MenuEditorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adds a section, names it, and adds a second item to it. */
const addsASection: Story['play'] = async (context) => {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.menu.addSection') }));
  const title = t('formParts.menu.sectionTitle', { n: 1 });
  await userEvent.type(canvas.getByLabelText(t('formParts.inEnglish', { label: title })), 'Grills');
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.menu.addItem', { section: 'Grills' }) }));
  await expect(canvas.getByLabelText(t('formParts.menu.price', { item: 2, section: 1 }))).toHaveValue(null);
};

export const Empty: Story = { play: addsASection };
export const EmptyArabic: Story = { globals: arabic, play: addsASection };
export const Filled: Story = { args: { menu: 'filled' } };
export const FilledArabic: Story = { args: { menu: 'filled' }, globals: arabic };
export const WithErrors: Story = { args: { menu: 'halfFilled' } };
export const WithErrorsArabic: Story = { args: { menu: 'halfFilled' }, globals: arabic };
