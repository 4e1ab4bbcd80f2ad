import { screen } from '@testing-library/react';
import { listingKinds } from 'contracts/listing-kinds';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedRestaurant } from '../../testing/records.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { ListingFormView } from './listing-form-view.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get },
}));

describe('listing form view', () => {
  beforeEach(async () => {
    get.mockReset();
    await setTestLanguage('en');
  });

  it('opens the add form without loading anything', () => {
    renderWithProviders(<ListingFormView kind={listingKinds.restaurant} />);
    expect(screen.getByRole('heading', { name: 'Add a restaurant', level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'History of changes' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the record to edit from admin/restaurant/:id', async () => {
    const record = storedRestaurant();
    get.mockResolvedValue(record);
    renderWithProviders(<ListingFormView kind={listingKinds.restaurant} id={record._id} />);
    expect(await screen.findByRole('heading', { name: 'Edit Al Bandar', level: 1 })).toBeVisible();
    expect(get).toHaveBeenCalledWith(`admin/restaurant/${record._id}`);
    expect((screen.getByLabelText('Name (Arabic)') as HTMLInputElement).value).toBe('البندر');
    expect(screen.getByRole('link', { name: 'History of changes' }).getAttribute('href')).toBe(
      `/admin/activity?entityType=restaurant&entityId=${record._id}`,
    );
  });

  it('says so when the shop does not exist', async () => {
    await setTestLanguage('ar');
    get.mockRejectedValue(new ApiError(404, { code: 'NOT_FOUND', message: 'x' }));
    renderWithProviders(<ListingFormView kind={listingKinds.shop} id="nope" />);
    expect(await screen.findByText('متجر الهدايا غير موجود')).toBeVisible();
    expect(screen.getByRole('link', { name: 'العودة إلى متاجر الهدايا' }).getAttribute('href')).toBe('/admin/gifts');
  });

  it('takes an id of the wrong shape for a restaurant that does not exist', async () => {
    get.mockRejectedValue(new ApiError(400, { code: 'VALIDATION', message: 'id: Not a valid id' }));
    renderWithProviders(<ListingFormView kind={listingKinds.restaurant} id="bogus" />);
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    expect(screen.queryByText('id: Not a valid id')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to restaurants' }).getAttribute('href')).toBe('/admin/restaurants');
  });
});
