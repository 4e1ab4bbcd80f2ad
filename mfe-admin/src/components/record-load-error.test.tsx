import { screen } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { RecordLoadError } from './record-load-error.tsx';

const invalidId = new ApiError(400, { code: 'VALIDATION', message: 'id: Not a valid id' });

describe('record load error', () => {
  beforeEach(() => setTestLanguage('en'));

  it('reads an id of the wrong shape as no such record, with the way back to its list', () => {
    renderWithProviders(<RecordLoadError error={invalidId} notFoundTitle="Blog Not Found" list="adminBlogs" />);
    expect(screen.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    expect(screen.queryByText('id: Not a valid id')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to blogs' }).getAttribute('href')).toBe('/admin/blogs');
  });

  it('says so in Arabic for an unknown id', async () => {
    await setTestLanguage('ar');
    const unknown = new ApiError(404, { code: 'NOT_FOUND', message: 'x' });
    renderWithProviders(<RecordLoadError error={unknown} notFoundTitle="المطعم غير موجود" list="adminRestaurants" />);
    expect(screen.getByRole('heading', { name: 'المطعم غير موجود' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'العودة إلى المطاعم' }).getAttribute('href')).toBe('/admin/restaurants');
  });

  it('keeps any other failure in its own words, still with the way back', () => {
    const failure = new ApiError(500, { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' });
    renderWithProviders(<RecordLoadError error={failure} notFoundTitle="Gift Shop not found" list="adminGiftShops" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to gift shops' }).getAttribute('href')).toBe('/admin/gifts');
  });
});
