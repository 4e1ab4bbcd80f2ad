import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { Panel } from './panel.tsx';

const copy = {
  en: { title: 'Login and security', text: 'Change the password you sign in with.', action: 'Change password' },
  ar: { title: 'تسجيل الدخول والأمان', text: 'غيّر كلمة المرور التي تسجّل الدخول بها.', action: 'تغيير كلمة المرور' },
};

const meta = {
  title: 'Layout/Panel',
  subcomponents: { Panel },
  parameters: {
    ...componentDocs({
      purpose:
        "A bordered part of a page (a settings group, a form's section): a `section` named by its heading, its children stacked `gap` apart inside `padding`. Flat, where Card stands out with a shadow.",
      usage: {
        do: [
          'Start it with a heading and name it by that heading (`aria-labelledby`).',
          "Use it for the parts of one page that belong together: a form's sections, a settings group.",
        ],
        dont: [
          "Don't nest a panel in a panel.",
          "Don't use it for an item of a list of things (a listing, a post): that is Card.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Panel aria-labelledby="panel-title" padding={6}>
      <h2 id="panel-title">{copy[lang].title}</h2>
      <p>{copy[lang].text}</p>
      <div>
        <Button>{copy[lang].action}</Button>
      </div>
    </Panel>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
