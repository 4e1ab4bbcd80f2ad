import type { Locator, Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { pinAdDraw } from './support/ad-draw.ts';
import { expect, test, waitingForApp } from './support/test.ts';

/**
 * Spec §2's advertisement block where each ad category belongs (ARCHITECTURE §3): the home page
 * (home), the blog list and a post (blog). The seed has active ads of both categories.
 */
const words = {
  en: {
    label: 'Advertisement',
    post: "A First-Timer's Dining Guide to Souq Waqif",
    search: 'Dining Guide',
    homeVideo: 'Find your next favourite restaurant in Qatar',
    play: 'Play the video: Find your next favourite restaurant in Qatar',
  },
  ar: {
    label: 'إعلان',
    post: 'دليل المبتدئين إلى المطاعم في سوق واقف',
    search: 'دليل المبتدئين',
    homeVideo: 'اعثر على مطعمك المفضل القادم في قطر',
    play: 'تشغيل الفيديو: اعثر على مطعمك المفضل القادم في قطر',
  },
};

/** Whether `ad` comes after `content` in the page: an ad never stands before what was asked for. */
const comesAfter = async (ad: Locator, content: Locator) => {
  const contentHandle = await content.elementHandle();
  return ad.evaluate(
    (adElement, contentElement) =>
      Boolean(contentElement && contentElement.compareDocumentPosition(adElement) & Node.DOCUMENT_POSITION_FOLLOWING),
    contentHandle,
  );
};

async function expectAdAfter(page: Page, lang: 'en' | 'ar', content: Locator) {
  // The ad loads as the visitor scrolls near its held room, after the content.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const ad = page.getByRole('complementary', { name: words[lang].label });
  await expect(ad).toBeAttached();
  await ad.scrollIntoViewIfNeeded();
  await expect(ad).toBeVisible();
  await expect(ad.getByRole('link')).toHaveAttribute('rel', /sponsored/);
  expect(await comesAfter(ad, content)).toBe(true);
}

for (const lang of ['en', 'ar'] as const) {
  test(`home, the blog list and a post each show their category's ad after their content (${lang})`, async ({
    page,
  }) => {
    const adCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/ads') adCalls.push(url.searchParams.get('category') ?? '');
    });

    await page.goto(`/?lang=${lang}`);
    await expectAdAfter(page, lang, page.getByRole('heading', { level: 1 }));

    await page.goto(`/blogs?lang=${lang}&title=${encodeURIComponent(words[lang].search)}`);
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await expectAdAfter(page, lang, page.getByTestId('blog-card').last());

    await page.getByRole('link', { name: words[lang].post }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: words[lang].post })).toBeVisible();
    await expectAdAfter(page, lang, page.getByTestId('blog-body'));

    expect(adCalls).toContain('home');
    expect(adCalls).toContain('blog');
  });
}

/** Sets how home's video ads play, as the admin's playback setting does. */
async function setHomePlayback(page: Page, playback: 'autoplay' | 'click') {
  const response = await page.request.patch('/api/v1/admin/playback/home', {
    data: { playback },
    headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The video's state as the player has it: its source, how far it has loaded, its length. */
const playerState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    src: element.currentSrc,
    readyState: element.readyState,
    duration: element.duration,
    muted: element.muted,
    loop: element.loop,
    paused: element.paused,
  }));

for (const lang of ['en', 'ar'] as const) {
  test(`the seeded home video ad plays its file as the playback setting says (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signIn(page, seededAdmin);
    await setHomePlayback(page, 'autoplay');
    const guestContext = await browser.newContext();
    // Home's running ads take turns: this visitor draws the first, the seed's newest (the video).
    await pinAdDraw(guestContext);
    const guest = waitingForApp(await guestContext.newPage());

    // Autoplay: the video itself, muted and looping, its file loaded and playing.
    await guest.goto(`/?lang=${lang}`);
    await guest.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    let ad = guest.getByRole('complementary', { name: words[lang].label });
    await ad.scrollIntoViewIfNeeded();
    await expect(ad.getByRole('link', { name: words[lang].homeVideo })).toBeVisible();
    const video = ad.locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\/[^/]+\/video$/);
    await expect.poll(async () => (await playerState(video)).readyState, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const playing = await playerState(video);
    expect(playing.duration).toBeGreaterThan(0);
    expect(playing).toMatchObject({ muted: true, loop: true });
    await expect.poll(async () => (await playerState(video)).paused, { timeout: 10_000 }).toBe(false);

    // On click: the poster and a play button, then the same file plays.
    await setHomePlayback(page, 'click');
    await guest.reload();
    await guest.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    ad = guest.getByRole('complementary', { name: words[lang].label });
    await ad.scrollIntoViewIfNeeded();
    await expect(ad.locator('video')).toHaveCount(0);
    await ad.getByRole('button', { name: words[lang].play }).click();
    await expect.poll(async () => (await playerState(video)).readyState, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await playerState(video)).duration).toBeGreaterThan(0);

    // The seed's setting for home again.
    await setHomePlayback(page, 'autoplay');
    await guestContext.close();
  });
}
