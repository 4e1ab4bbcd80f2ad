import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { OpeningHours } from './opening-hours.tsx';

const hours = {
  mon: [{ open: '12:00', close: '23:00' }],
  tue: [],
  wed: [
    { open: '12:00', close: '15:00' },
    { open: '18:00', close: '23:00' },
  ],
  thu: [{ open: '12:00', close: '01:00' }],
  fri: [{ open: '13:00', close: '23:30' }],
  sat: [{ open: '12:00', close: '23:00' }],
  sun: [{ open: '12:00', close: '23:00' }],
};
const labels = {
  en: { title: 'Opening hours', closed: 'Closed', openNow: 'Open now', closedNow: 'Closed now', today: 'today' },
  ar: { title: 'ساعات العمل', closed: 'مغلق', openNow: 'مفتوح الآن', closedNow: 'مغلق الآن', today: 'اليوم' },
};

const meta = {
  title: 'Components/OpeningHours',
  subcomponents: { OpeningHours },
  parameters: {
    ...componentDocs({
      purpose:
        'A listing\'s week, Monday to Sunday: each day\'s ranges or "Closed", today highlighted, and the open-now badge, all judged in Qatar time.',
      usage: {
        do: [
          'Pass `now` in tests and stories, so "today" does not move.',
          'Pass `specialHours`, so the badge follows holidays and Ramadan hours.',
        ],
        dont: [
          'Don\'t judge "open now" in the browser\'s time zone.',
          "Don't reorder the days: the week starts on Monday.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang, at: '2026-11-20T00:30:00+03:00' },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang, at }) => <OpeningHours hours={hours} lang={lang} now={new Date(at)} labels={labels[lang]} />,
} satisfies Meta<{ lang: Lang; at: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Friday 00:30 in Qatar: Thursday's hours run past midnight, so it is open. */
export const OpenPastMidnight: Story = {};
export const OpenPastMidnightArabic: Story = { globals: arabic };
/** Tuesday is a closed day. */
export const ClosedToday: Story = { args: { at: '2026-11-24T10:00:00+03:00' } };
export const ClosedTodayArabic: Story = { args: { at: '2026-11-24T10:00:00+03:00' }, globals: arabic };
