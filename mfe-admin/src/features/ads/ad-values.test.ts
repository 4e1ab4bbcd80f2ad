import { adInput } from 'contracts/schemas/ad';
import { describe, expect, it } from 'vitest';
import { storedAd } from '../../testing/records.ts';
import { changedPayload, emptyAd, fromAd, toPayload } from './ad-values.ts';

const stored = storedAd();

describe('ad form values and the api payload', () => {
  it('a new ad starts active, an image, from today in Qatar (already the next day there at 22:00 UTC)', () => {
    const values = emptyAd('shop', new Date('2026-03-01T22:00:00Z'));
    expect(values).toMatchObject({ category: 'shop', status: 'active', priority: 5, mediaKind: 'image' });
    expect(values.activeFrom).toBe('2026-03-02');
    expect(values.activeTo).toBe('2026-04-01');
  });

  it('a stored ad comes back unchanged through the form, and its payload passes the api schema', () => {
    const payload = toPayload(fromAd(stored));
    const { _id, createdAt, updatedAt, state, share, counts, ...fields } = stored;
    expect(payload).toEqual(fields);
    expect(adInput.safeParse(payload).success).toBe(true);
  });

  it('trims the texts and keeps only the chosen kind of media', () => {
    const payload = toPayload({
      ...fromAd(stored),
      title: { en: '  Late menu ', ar: ' قائمة ' },
      targetUrl: ' /restaurants ',
      mediaKind: 'image',
      imageMediaId: '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd',
    });
    expect(payload.title).toEqual({ en: 'Late menu', ar: 'قائمة' });
    expect(payload.targetUrl).toBe('/restaurants');
    expect(payload).toMatchObject({
      imageMediaId: '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd',
      videoMediaId: null,
      posterMediaId: null,
    });
  });

  it('an edit sends only the fields that changed', () => {
    expect(changedPayload(stored, fromAd(stored))).toEqual({});
    expect(changedPayload(stored, { ...fromAd(stored), title: { en: 'Late menu', ar: 'قائمة المساء' } })).toEqual({
      title: { en: 'Late menu', ar: 'قائمة المساء' },
    });
    expect(changedPayload(stored, { ...fromAd(stored), status: 'active', activeTo: '2026-12-31' })).toEqual({
      status: 'active',
      activeTo: '2026-12-31',
    });
    expect(changedPayload(stored, { ...fromAd(stored), priority: 8 })).toEqual({ priority: 8 });
  });

  it('switching a video ad to an image sends the kind, the image, and lets go of the video and poster', () => {
    const image = '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd';
    expect(changedPayload(stored, { ...fromAd(stored), mediaKind: 'image', imageMediaId: image })).toEqual({
      mediaKind: 'image',
      imageMediaId: image,
      videoMediaId: null,
      posterMediaId: null,
    });
  });
});
