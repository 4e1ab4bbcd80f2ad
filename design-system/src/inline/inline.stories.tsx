import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { Stack } from '../stack/stack.tsx';
import { Tag } from '../tag/tag.tsx';
import { Inline } from './inline.tsx';

const copy = {
  en: { title: 'Amenities', tags: ['Sea View', 'Free WiFi', 'Parking', 'Family Section'], action: 'Edit' },
  ar: { title: 'المرافق', tags: ['إطلالة على البحر', 'واي فاي مجاني', 'موقف سيارات', 'قسم عائلي'], action: 'تعديل' },
};

const meta = {
  title: 'Layout/Inline',
  subcomponents: { Inline },
  parameters: {
    ...componentDocs({
      purpose:
        'Children side by side in the reading direction (right to left in Arabic), `gap` apart, wrapping onto more lines on a narrow screen. `justify` spreads them along the line (a title and its action at either end), `align` lines them up across it.',
      usage: {
        do: [
          'Lay out tags, chips, a row of links or buttons, a title with its action.',
          'Leave `wrap` on: what fits a desktop line rarely fits a phone.',
          'Give a list of links `as="ul"` and its children `li`.',
        ],
        dont: [
          "Don't lay out columns of content with it: that is Grid.",
          "Don't space its children with margins: `gap` and `rowGap` do it.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Stack as="section" gap={3} aria-labelledby="inline-title">
      <Inline justify="space-between" align="center" gap={3}>
        <h2 id="inline-title">{copy[lang].title}</h2>
        <Button>{copy[lang].action}</Button>
      </Inline>
      <Inline as="ul" gap={2}>
        {copy[lang].tags.map((tag) => (
          <li key={tag}>
            <Tag>{tag}</Tag>
          </li>
        ))}
      </Inline>
    </Stack>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
