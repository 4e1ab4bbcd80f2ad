import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurant, giftShop as shop } from './detail-fixtures.ts';
import { JsonLd, restaurantJsonLd, serializeJsonLd, shopJsonLd } from './json-ld.tsx';

const URL_ = 'https://directory.qa/restaurant/souq-grill/00000000-0000-4000-8000-000000000001';

describe('schema.org JSON-LD', () => {
  it('describes a restaurant: address, phone, hours, cuisine, menu in QAR, pictures', () => {
    const data = restaurantJsonLd(restaurant, URL_, 'en');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      url: URL_,
      telephone: '+974 4444 1234',
      priceRange: '$$',
      servesCuisine: ['Qatari', 'Seafood'],
      acceptsReservations: true,
      address: { '@type': 'PostalAddress', addressLocality: 'Souq Waqif', addressCountry: 'QA' },
      geo: { latitude: 25.2867, longitude: 51.5333 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' }],
    });
    expect(data.image).toEqual([
      'https://directory.qa/media/c1/800.webp',
      'https://directory.qa/media/g1/800.webp',
      'https://directory.qa/media/g2/800.webp',
    ]);
    const menu = data.hasMenu as { hasMenuSection: { hasMenuItem: { offers: unknown }[] }[] };
    expect(menu.hasMenuSection[0]?.hasMenuItem[0]?.offers).toEqual({
      '@type': 'Offer',
      price: 95,
      priceCurrency: 'QAR',
    });
  });

  it('carries special hours as specialOpeningHoursSpecification with their dates, and none without', () => {
    expect(restaurantJsonLd(restaurant, URL_, 'en')).not.toHaveProperty('specialOpeningHoursSpecification');
    const ramadan = {
      name: 'Ramadan hours',
      from: '2027-02-08',
      to: '2027-03-09',
      hours: { ...restaurant.hours, fri: [{ open: '19:00', close: '02:00' }] },
    };
    const data = restaurantJsonLd({ ...restaurant, specialHours: [ramadan] }, URL_, 'en');
    const specs = data.specialOpeningHoursSpecification as Record<string, string>[];
    expect(specs).toHaveLength(7);
    expect(specs).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '19:00',
      closes: '02:00',
      validFrom: '2027-02-08',
      validThrough: '2027-03-09',
    });
    expect(shopJsonLd({ ...shop, specialHours: [ramadan] }, URL_, 'en')).toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('uses the Arabic labels on an Arabic page', () => {
    const data = restaurantJsonLd(restaurant, URL_, 'ar');
    expect(data.servesCuisine).toEqual(['قطري', 'مأكولات بحرية']);
    expect(data.inLanguage).toBe('ar');
  });

  it('calls a flower shop a Florist and any other shop a Store', () => {
    expect(shopJsonLd(shop, URL_, 'en')['@type']).toBe('Florist');
    expect(shopJsonLd({ ...shop, categories: ['toys', 'flowers'] }, URL_, 'en')['@type']).toBe('Florist');
    expect(shopJsonLd({ ...shop, categories: ['toys', 'chocolates'] }, URL_, 'en')['@type']).toBe('Store');
  });

  it('escapes "<" so a name cannot close the script element', () => {
    const json = serializeJsonLd(restaurantJsonLd(restaurant, URL_, 'en'));
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json).name).toBe(restaurant.name);
  });

  it('renders one application/ld+json script in the page, for its absolute address', () => {
    const { container } = render(
      <JsonLd path="/gift-shop/a/1" data={(url) => ({ '@type': 'Store', name: 'a<b', url })} />,
    );
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toBe(
      `{"@type":"Store","name":"a\\u003cb","url":"${window.location.origin}/gift-shop/a/1"}`,
    );
  });
});
