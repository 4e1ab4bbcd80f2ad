import { describe, expect, it } from 'vitest';
import { changedFields } from '../../components/conflict-diff.ts';
import { suggestSlug } from '../../lib/slug.ts';
import { fromRecord, prepareForSchema } from './listing-values.ts';

describe('listing form values', () => {
  it('suggests a slug from the English name', () => {
    expect(suggestSlug('Café Noir & Co.')).toBe('cafe-noir-and-co');
    expect(suggestSlug('  Al-Bandar  Grill ')).toBe('al-bandar-grill');
    expect(suggestSlug('مطعم')).toBe('');
  });

  it('drops empty coordinates and empty optional menu descriptions before validation', () => {
    const prepared = prepareForSchema({
      coordinates: { lat: Number.NaN, lng: Number.NaN },
      menu: [
        {
          title: { en: 'A', ar: 'أ' },
          items: [{ name: { en: 'x', ar: 'س' }, description: { en: '', ar: ' ' }, priceQar: 5 }],
        },
      ],
      featuredDish: { name: { en: 'x', ar: 'س' }, description: { en: 'Good', ar: 'جيد' }, priceQar: 5 },
    });
    expect(prepared).not.toHaveProperty('coordinates');
    expect(prepared.menu[0].items[0]).not.toHaveProperty('description');
    expect(prepared.featuredDish.description).toEqual({ en: 'Good', ar: 'جيد' });
  });

  it('reads a stored record into the form without its bookkeeping fields', () => {
    const values = fromRecord(
      { _id: 'x', createdAt: 't', updatedAt: 't', deletedAt: null, version: 4, coordinates: null, coverMediaId: null },
      { coverMediaId: null },
    );
    expect(values).toEqual({ version: 4, coverMediaId: null, coordinates: { lat: '', lng: '' } });
  });

  it('reads a stored listing without a status as published, as the api stores it', () => {
    expect(fromRecord({ _id: 'x', version: 1 }, { status: 'draft' }).status).toBe('published');
    expect(fromRecord({ _id: 'x', version: 1, status: 'draft' }, { status: 'draft' }).status).toBe('draft');
  });

  it('lists the fields someone else changed, with before and after for simple ones', () => {
    const opened = {
      _id: '1',
      version: 1,
      phone: '1',
      name: { en: 'A', ar: 'أ' },
      hours: { mon: [] },
      tags: ['a', 'b'],
    };
    const theirs = {
      _id: '1',
      version: 2,
      phone: '2',
      name: { en: 'A', ar: 'أ' },
      hours: { mon: [{ open: '09:00', close: '10:00' }] },
      tags: ['a', 'b'],
    };
    expect(changedFields(opened, theirs)).toEqual([{ field: 'phone', before: '1', after: '2' }, { field: 'hours' }]);
  });
});
