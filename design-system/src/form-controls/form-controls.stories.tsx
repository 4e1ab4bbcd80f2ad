import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { contrastRatio, parseColor } from '../foundations/contrast.ts';
import { Checkbox, MultiSelect, PasswordField, RadioGroup, Select, Switch, Textarea } from './form-controls.tsx';

const copy = {
  en: {
    password: 'Password',
    show: 'Show',
    hide: 'Hide',
    message: 'Message',
    area: 'Area',
    choose: 'Choose an area',
    areas: [
      { value: 'west_bay', label: 'West Bay' },
      { value: 'lusail', label: 'Lusail' },
    ],
    cuisine: 'Cuisine',
    cuisines: [
      { value: 'qatari', label: 'Qatari' },
      { value: 'indian', label: 'Indian' },
    ],
    terms: 'I agree to the terms and privacy policy',
    role: 'Role',
    roles: [
      { value: 'user', label: 'User' },
      { value: 'business', label: 'Business owner' },
    ],
    roleError: 'Please select a role.',
    openNow: 'Open now',
  },
  ar: {
    password: 'كلمة المرور',
    show: 'إظهار',
    hide: 'إخفاء',
    message: 'الرسالة',
    area: 'المنطقة',
    choose: 'اختر منطقة',
    areas: [
      { value: 'west_bay', label: 'الخليج الغربي' },
      { value: 'lusail', label: 'لوسيل' },
    ],
    cuisine: 'المطبخ',
    cuisines: [
      { value: 'qatari', label: 'قطري' },
      { value: 'indian', label: 'هندي' },
    ],
    terms: 'أوافق على الشروط وسياسة الخصوصية',
    role: 'الدور',
    roles: [
      { value: 'user', label: 'مستخدم' },
      { value: 'business', label: 'صاحب عمل' },
    ],
    roleError: 'يرجى اختيار الدور.',
    openNow: 'مفتوح الآن',
  },
};

function Form({ lang }: { lang: Lang }) {
  const t = copy[lang];
  const [cuisines, setCuisines] = useState<string[]>([]);
  const [role, setRole] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  return (
    <form style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }} onSubmit={(event) => event.preventDefault()}>
      <PasswordField label={t.password} showLabel={t.show} hideLabel={t.hide} autoComplete="new-password" />
      <Textarea label={t.message} />
      <Select label={t.area} placeholder={t.choose} options={t.areas} />
      <MultiSelect legend={t.cuisine} name="cuisine" options={t.cuisines} value={cuisines} onChange={setCuisines} />
      <RadioGroup
        legend={t.role}
        name="role"
        options={t.roles}
        value={role}
        onChange={setRole}
        error={role ? undefined : t.roleError}
      />
      <Checkbox label={t.terms} />
      <Switch label={t.openNow} checked={open} onChange={setOpen} />
    </form>
  );
}

const meta = {
  title: 'Components/FormControls',
  subcomponents: { Select, PasswordField, Textarea, MultiSelect, Checkbox, RadioGroup, Switch },
  parameters: {
    ...componentDocs({
      purpose:
        'The form fields beside TextField: password with show and hide, textarea, select, a group of checkboxes, checkbox, radio group and switch. Each is labelled, shows its error under it, linked for screen readers, and forwards its ref for react-hook-form.',
      usage: {
        do: [
          'Validate with the zod schema from `contracts` and pass its translated message as `error`.',
          'Use Select for one choice from a long list, RadioGroup for a few choices shown at once.',
          'Use Switch for a setting that applies at once, Checkbox for one that applies on submit.',
        ],
        dont: [
          "Don't use a placeholder as the label.",
          "Don't build a custom dropdown: the native select works best on phones and with screen readers.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => <Form lang={lang} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Show/hide the password, pick cuisines, a role (its error goes), and flip the switch. */
export const Interactions: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = copy[langOf(globals)];
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(t.password);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t.show }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('checkbox', { name: t.cuisines[1]?.label ?? '' }));
    await expect(canvas.getByRole('checkbox', { name: t.cuisines[1]?.label ?? '' })).toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.roleError);
    await userEvent.click(canvas.getByRole('radio', { name: t.roles[1]?.label ?? '' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: t.openNow }));
    await expect(canvas.getByRole('switch', { name: t.openNow })).toBeChecked();
  },
};
export const InteractionsArabic: Story = { ...Interactions, globals: arabic };

const colorOf = (css: string) => {
  const color = parseColor(css);
  if (!color) throw new Error(`unreadable colour ${css}`);
  return color;
};

/** Each field's edge, and a switch's track while off, stand 3:1 apart from the page around them (WCAG 1.4.11). */
export const VisibleEdges: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = copy[langOf(globals)];
    const canvas = within(canvasElement);
    const token = (name: string) => colorOf(getComputedStyle(document.documentElement).getPropertyValue(name));
    const pages = [token('--color-surface'), token('--color-surface-muted')];
    const edges = [
      ...[t.password, t.message, t.area].map(
        (label) => getComputedStyle(canvas.getByLabelText(label)).borderInlineStartColor,
      ),
      getComputedStyle(canvas.getByRole('switch', { name: t.openNow })).backgroundColor,
    ];
    for (const edge of edges) {
      for (const page of pages) await expect(contrastRatio(colorOf(edge), page)).toBeGreaterThanOrEqual(3);
    }
  },
};
export const VisibleEdgesArabic: Story = { ...VisibleEdges, globals: arabic };
