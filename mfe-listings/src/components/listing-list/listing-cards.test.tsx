import { screen } from '@testing-library/react';
import { listingKinds } from 'contracts/listing-kinds';
import { describe, expect, it, vi } from 'vitest';
import { giftShop } from '../../testing/detail-fixtures.ts';
import { sampleRestaurant } from '../../testing/list-fixtures.ts';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { ListingSummaryCard } from './listing-cards.tsx';

const { restaurant, shop } = listingKinds;

describe('ListingSummaryCard', () => {
  it('shows name linked to the detail page, area, cuisines, price, open state and save toggles', async () => {
    await setUpI18n('en');
    renderWithProviders(<ListingSummaryCard kind={restaurant} listing={sampleRestaurant} lang="en" />);
    const link = await screen.findByRole('link', { name: 'Souq Grill' });
    expect(link.getAttribute('href')).toBe('/restaurant/souq-grill/00000000-0000-4000-8000-000000000001');
    expect(screen.getByText('Souq Waqif')).toBeVisible();
    expect(screen.getByTestId('cuisines').textContent).toBe('Qatari, Middle Eastern');
    expect(screen.getByText('$$')).toBeVisible();
    expect(screen.getByText('Closed now')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeVisible();
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toContain('400w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("shows a shop's categories and links to its gift shop page", async () => {
    await setUpI18n('en');
    renderWithProviders(<ListingSummaryCard kind={shop} listing={giftShop} lang="en" />);
    const link = await screen.findByRole('link', { name: giftShop.name });
    expect(link.getAttribute('href')).toBe(`/gift-shop/${giftShop.slug}/${giftShop._id}`);
    expect(screen.getByTestId('shop-card')).toBeVisible();
    expect(screen.getByTestId('categories').textContent).toBe('Flowers, Gift Basket');
  });

  it("loads a list's lead cover at once", async () => {
    await setUpI18n('en');
    renderWithProviders(<ListingSummaryCard kind={restaurant} listing={sampleRestaurant} lang="en" load="lead" />);
    const img = (await screen.findByRole('img')) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('labels area and cuisines in Arabic', async () => {
    await setUpI18n('ar');
    renderWithProviders(<ListingSummaryCard kind={restaurant} listing={sampleRestaurant} lang="ar" />);
    expect(await screen.findByText('سوق واقف')).toBeVisible();
    expect(screen.getByTestId('cuisines').textContent).toBe('قطري، شرق أوسطي');
    expect(screen.getByText('متوسط')).toBeVisible();
    expect(screen.getByText('مغلق الآن')).toBeVisible();
  });

  it('judges open now by the special hours in force today (closed all week, open for Eid)', async () => {
    await setUpI18n('en');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T19:00:00+03:00'));
    const eid = {
      name: 'Eid hours',
      from: '2026-11-26',
      to: '2026-11-27',
      hours: { ...sampleRestaurant.hours, thu: [{ open: '16:00', close: '23:00' }] },
    };
    renderWithProviders(
      <ListingSummaryCard kind={restaurant} listing={{ ...sampleRestaurant, specialHours: [eid] }} lang="en" />,
    );
    expect(await screen.findByText('Open now')).toBeVisible();
    renderWithProviders(
      <ListingSummaryCard
        kind={shop}
        listing={{ ...giftShop, hours: eid.hours, specialHours: [{ ...eid, hours: sampleRestaurant.hours }] }}
        lang="en"
      />,
    );
    expect(screen.getByText('Closed now')).toBeVisible();
    vi.useRealTimers();
  });
});
