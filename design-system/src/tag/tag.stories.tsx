import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Tag } from './tag.tsx';

const copy = {
  en: {
    tags: ['Qatari', 'Sea View', 'Free WiFi'],
    featured: 'Featured',
    person: 'Mariam Al-Kuwari',
    save: 'Add to favorites',
  },
  ar: {
    tags: ['قطري', 'إطلالة على البحر', 'واي فاي مجاني'],
    featured: 'مميز',
    person: 'مريم الكواري',
    save: 'أضف إلى المفضلة',
  },
};

/** The small pieces listing cards are made of: tags, an avatar, an icon toggle and a loading placeholder. */
function Pieces({ lang }: { lang: Lang }) {
  const t = copy[lang];
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '20rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Tag tone="brand">{t.featured}</Tag>
        {t.tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </div>
      <Avatar name={t.person} />
      <IconButton label={t.save} pressed={false}>
        ♡
      </IconButton>
      <Skeleton blockSize="4rem" />
    </div>
  );
}

const meta = {
  title: 'Components/Tag, Avatar, IconButton, Skeleton',
  subcomponents: { Tag, Avatar, IconButton, Skeleton },
  parameters: {
    ...componentDocs({
      purpose:
        "Small pieces. **Tag**: a short label (cuisine, category, amenity), neutral or brand. **Avatar**: a person's initials in a circle. **IconButton**: a button showing only an icon, named by its `label`, a toggle when `pressed` is given. **Skeleton**: a placeholder block while content loads.",
      usage: {
        do: [
          'Keep tags to a word or two.',
          'Give every IconButton a translated `label`; pass `pressed` for toggles (favorite, bookmark).',
          'Size skeletons like the content they stand for.',
        ],
        dont: [
          "Don't make tags clickable: use a button or a link.",
          "Don't use an icon without a label for an action a reader must find.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => <Pieces lang={lang} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
