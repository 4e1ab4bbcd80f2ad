import { act, fireEvent, screen } from '@testing-library/react';
import { listingKinds } from 'contracts/listing-kinds';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { HeroSearch, heroSearchPath } from './hero-search.tsx';

describe('hero search', () => {
  it('builds the list address with the list’s own name filter', () => {
    expect(heroSearchPath(listingKinds.restaurant, ' machboos ')).toBe('/listings/restaurants?businessName=machboos');
    expect(heroSearchPath(listingKinds.shop, 'ورد')).toBe(`/listings/gift-shops?shopName=${encodeURIComponent('ورد')}`);
    expect(heroSearchPath(listingKinds.restaurant, '  ')).toBe('/listings/restaurants');
  });

  it('lands on the gift shops list when that is the choice', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<HeroSearch />);
    fireEvent.click(screen.getByLabelText('Gift shops'));
    fireEvent.change(screen.getByLabelText('Name of a place'), { target: { value: 'flowers' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/listings/gift-shops?shopName=flowers',
    );
  });
});
