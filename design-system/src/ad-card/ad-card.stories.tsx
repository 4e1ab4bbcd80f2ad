import type { PlaybackMode } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { PublicAd } from 'contracts/schemas/ad';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { AdCard } from './ad-card.tsx';

// A poster drawn inline, so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#e9d8c8"/><circle cx="640" cy="360" r="200" fill="#8a1538"/></svg>',
)}`;

const copy = {
  en: {
    title: 'Karak week at Souq Waqif',
    alt: 'Karak tea poured at sunset',
    advertisement: 'Advertisement',
    play: 'Play the video: Karak week at Souq Waqif',
  },
  ar: {
    title: 'أسبوع الكرك في سوق واقف',
    alt: 'شاي كرك يُسكب عند الغروب',
    advertisement: 'إعلان',
    play: 'تشغيل الفيديو: أسبوع الكرك في سوق واقف',
  },
} satisfies Record<Lang, Record<string, string>>;

const adOf = (lang: Lang, mediaKind: 'image' | 'video'): PublicAd => {
  const image = { _id: 'p1', src: picture, srcset: `${picture} 1280w`, alt: copy[lang].alt, width: 1280, height: 720 };
  return {
    _id: 'ad1',
    category: 'home',
    title: copy[lang].title,
    targetUrl: '/listings/restaurants',
    mediaKind,
    image: mediaKind === 'image' ? image : null,
    // No file is fetched before a click (click, off); autoplay asks for it and shows the poster meanwhile.
    videoSrc: mediaKind === 'video' ? '/media/example/video' : null,
    poster: mediaKind === 'video' ? image : null,
    weight: 5,
  };
};

type Args = { lang: Lang; mediaKind: 'image' | 'video'; playback: PlaybackMode };

const meta = {
  title: 'Components/AdCard',
  subcomponents: { AdCard },
  args: { lang: 'en', mediaKind: 'video', playback: 'click' },
  argTypes: {
    lang: { control: false, description: 'Set by the Direction toolbar' },
    mediaKind: { control: 'inline-radio', options: ['image', 'video'] },
    playback: { control: 'inline-radio', options: ['autoplay', 'click', 'off'] },
  },
  // axe waits up to 10 s for a video's metadata before checking; the story's video is no real file.
  parameters: {
    layout: 'padded',
    a11y: { options: { preload: false } },
    ...componentDocs({
      purpose:
        "One advertisement as visitors see it (spec §2's advertisement block): its label, its picture or video, and a sponsored link. A video follows its category's playback setting: `autoplay` (muted, looped, with controls), `click` (the poster and a play button; the video takes the button's place and focus) or `off` (the poster only); someone who asked for less motion gets `click` instead of `autoplay`. The back office's playback preview renders this same card.",
      usage: {
        do: [
          'Place it after the content the visitor came for, in room held for it (the pages do this with their ad slot).',
          'Pass translated `labels` (the design system has no translations).',
        ],
        dont: [
          "Don't autoplay with sound: browsers refuse it and visitors hate it.",
          "Don't put an ad above a page's main content.",
        ],
      },
    }),
  },
  render: ({ lang, mediaKind, playback }) => {
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <AdCard
          key={playback}
          ad={adOf(lang, mediaKind)}
          playback={playback}
          labels={{ advertisement: copy[lang].advertisement, play: copy[lang].play }}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to play: the poster and a play button; the click puts the video in its place, focused. */
export const ClickToPlay: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = copy[langOf(globals)];
    await expect(canvas.getByRole('complementary', { name: text.advertisement })).toBeInTheDocument();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.play }));
    await expect(canvasElement.querySelector('video')).toHaveFocus();
  },
};

/** Poster only: no video and no button. */
export const Off: Story = {
  args: { playback: 'off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** Autoplay: muted and looping (click to play for someone who prefers reduced motion). */
export const Autoplay: Story = { args: { playback: 'autoplay' } };

export const Image: Story = { args: { mediaKind: 'image' } };

export const ClickToPlayArabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: copy.ar.play })).toBeInTheDocument();
  },
};
