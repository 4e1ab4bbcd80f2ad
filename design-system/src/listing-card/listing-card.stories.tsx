import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { IconButton } from '../icon-button/icon-button.tsx';
import { PriceLevel } from '../price-level/price-level.tsx';
import { Tag } from '../tag/tag.tsx';
import { ListingCard } from './listing-card.tsx';

// A picture drawn inline, so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e9d8c8"/><circle cx="200" cy="150" r="80" fill="#8a1538"/></svg>',
)}`;

const copy = {
  en: {
    title: 'Al Mourjan',
    alt: 'Grilled fish on a platter by the sea',
    meta: 'West Bay · Lebanese, Seafood',
    open: 'Open now',
    favorite: 'Favorite',
    bookmark: 'Bookmark',
  },
  ar: {
    title: 'المرجان',
    alt: 'سمك مشوي على طبق بجانب البحر',
    meta: 'الخليج الغربي · لبناني، مأكولات بحرية',
    open: 'مفتوح الآن',
    favorite: 'المفضلة',
    bookmark: 'حفظ',
  },
} satisfies Record<Lang, Record<string, string>>;

function Toggles({ lang }: { lang: Lang }) {
  const [favorite, setFavorite] = useState(false);
  const [bookmark, setBookmark] = useState(false);
  return (
    <>
      <IconButton label={copy[lang].favorite} pressed={favorite} onClick={() => setFavorite(!favorite)}>
        {favorite ? '♥' : '♡'}
      </IconButton>
      <IconButton label={copy[lang].bookmark} pressed={bookmark} onClick={() => setBookmark(!bookmark)}>
        {bookmark ? '★' : '☆'}
      </IconButton>
    </>
  );
}

type Args = { lang: Lang; withImage: boolean; withActions: boolean };

const meta = {
  title: 'Components/ListingCard',
  subcomponents: { ListingCard },
  args: { lang: 'en', withImage: true, withActions: true },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'A restaurant or gift shop in a list: photo, name (whose link covers the card: one tab stop, one name), a meta line, badges (price, open now) and actions (favorite, bookmark) that are buttons of their own.',
      usage: {
        do: [
          'Give the first cards of a list `load="lead"`, so the largest picture loads first.',
          'Put toggles in `actions`, never inside the link.',
        ],
        dont: ["Don't add a second link inside the card.", "Don't leave out the photo's alt text."],
      },
    }),
  },
  render: ({ lang, withImage, withActions }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <ListingCard
        title={copy[lang].title}
        href="#al-mourjan"
        image={
          withImage
            ? { src: picture, srcset: `${picture} 400w`, alt: copy[lang].alt, width: 400, height: 300 }
            : undefined
        }
        meta={copy[lang].meta}
        badges={
          <>
            <PriceLevel level="medium" lang={lang} />
            <Tag tone="brand">{copy[lang].open}</Tag>
          </>
        }
        actions={withActions ? <Toggles lang={lang} /> : undefined}
      />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link named after the listing; the toggles are buttons of their own, outside it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = copy[langOf(globals)];
    const link = canvas.getByRole('link', { name: text.title });
    await expect(link.closest('h2')).not.toBeNull();
    const favorite = canvas.getByRole('button', { name: text.favorite });
    await expect(link.contains(favorite)).toBe(false);
    await userEvent.click(favorite);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: text.alt })).toHaveAttribute('loading', 'lazy');
  },
};

export const WithoutImage: Story = { args: { withImage: false } };

export const WithoutActions: Story = { args: { withActions: false } };

export const DefaultArabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'المرجان' })).toBeInTheDocument();
  },
};
