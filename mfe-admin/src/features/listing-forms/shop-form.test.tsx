import { act, fireEvent, screen, within } from '@testing-library/react';
import { adminShop } from 'contracts/schemas/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedRestaurant } from '../../testing/records.ts';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { ShopForm } from './shop-form.tsx';

const post = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { post },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const SHOP_ID = '00000000-0000-4000-8000-0000000000b2';

describe('gift shop form', () => {
  beforeEach(async () => {
    post.mockReset();
    await setTestLanguage('en');
  });

  it('adds a shop with its categories, occasions, recipients and personalization, then opens its edit page', async () => {
    const { menu: _menu, featuredDish: _dish, cuisineTypes: _c, ...listing } = storedRestaurant();
    const stored = {
      ...listing,
      _id: SHOP_ID,
      categories: ['flowers'],
      availableItems: [],
      occasions: ['birthday'],
      personalizations: [],
      recipients: [],
    };
    post.mockImplementation(async (_path: string, body: Record<string, unknown>) => ({
      ...stored,
      ...body,
      version: 1,
    }));
    renderWithProviders(<ShopForm />, { path: '/admin/gifts/add-gift-shop' });
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Name (English)', 'Rose Corner');
    fill('Name (Arabic)', 'ركن الورد');
    fireEvent.blur(screen.getByLabelText('Name (English)'));
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('rose-corner');
    fill('Description (English)', 'Flowers and gifts.');
    fill('Description (Arabic)', 'ورود وهدايا.');
    fill('Address (English)', 'Lusail Marina');
    fill('Address (Arabic)', 'مارينا لوسيل');
    fill('Area', 'lusail');
    fill('Phone', '+974 3333 2222');
    fill('Latitude', '25.4');
    fill('Longitude', '51.5');
    expect(screen.getByRole('link', { name: 'Check on a map' }).getAttribute('href')).toContain('mlat=25.4&mlon=51.5');
    const pickIn = async (legend: string, option: string) =>
      act(async () =>
        fireEvent.click(within(screen.getByRole('group', { name: legend })).getByRole('checkbox', { name: option })),
      );
    await pickIn('Categories', 'Flowers');
    await pickIn('Occasions', 'Birthday');
    await pickIn('Recipients', 'For Her');
    await pickIn('Personalization', 'Custom Engraving');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('admin/shop');
    expect(body).toMatchObject({
      slug: 'rose-corner',
      area: 'lusail',
      categories: ['flowers'],
      occasions: ['birthday'],
      recipients: ['for_her'],
      personalizations: ['custom_engraving'],
      coordinates: { lat: 25.4, lng: 51.5 },
      status: 'draft',
    });
    expect(
      adminShop.omit({ _id: true, createdAt: true, updatedAt: true, version: true, deletedAt: true }).safeParse(body)
        .success,
    ).toBe(true);
    expect(currentLocation.pathname).toBe(`/admin/gifts/edit-gift-shop/${SHOP_ID}`);
  });
});
