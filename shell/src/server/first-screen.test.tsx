// @vitest-environment node
import { CONTENT_FONTS_PENDING, PAGE_SLOT } from 'contracts/first-screen';
import { initI18n } from 'platform/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderFrame } from './first-screen.tsx';

beforeAll(async () => {
  await initI18n();
});

const frame = (lang: 'en' | 'ar') =>
  renderFrame({
    lang,
    pathname: '/listings/restaurants',
    fetch: () => Promise.reject(new Error('the frame makes no data call')),
    deadline: Date.now() + 5000,
  });

describe("the shell's frame of a first screen", () => {
  it('is the layout around the page slot, in the page’s language', async () => {
    const english = (await frame('en')) ?? '';
    expect(english).toContain(PAGE_SLOT);
    expect(english).toContain('Restaurants');
    expect(english).not.toContain(CONTENT_FONTS_PENDING);
  });

  it('is hidden in Arabic until the Arabic fonts it names are in', async () => {
    const arabic = (await frame('ar')) ?? '';
    expect(arabic).toContain(PAGE_SLOT);
    const pending = arabic.match(new RegExp(`^<div ${CONTENT_FONTS_PENDING}="([^"]*)">`))?.[1] ?? '';
    const wanted = JSON.parse(pending.replaceAll('&quot;', '"'));
    expect(wanted).toEqual({
      faces: ['400 1em "Noto Sans Arabic Subset"', '600 1em "Noto Sans Arabic Subset"'],
      sample: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect(arabic.endsWith('</div>')).toBe(true);
  });
});
