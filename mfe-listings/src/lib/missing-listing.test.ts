import { ApiError } from 'platform/api-client';
import { describe, expect, it } from 'vitest';
import { isMissingListing, nullWhenMissing } from './missing-listing.ts';

describe('a missing listing', () => {
  it('is a 404 or 400 API error, recognised by shape (another copy of ApiError counts too)', () => {
    expect(isMissingListing(new ApiError(404, null))).toBe(true);
    expect(isMissingListing(new ApiError(400, null))).toBe(true);
    const foreignCopy = Object.assign(new Error('Restaurant not found'), { name: 'ApiError', status: 404 });
    expect(isMissingListing(foreignCopy)).toBe(true);
    expect(isMissingListing(new ApiError(500, null))).toBe(false);
    expect(isMissingListing(new Error('offline'))).toBe(false);
    expect(isMissingListing(null)).toBe(false);
  });

  it('is an answer (null); other failures stay failures', async () => {
    await expect(nullWhenMissing(Promise.reject(new ApiError(404, null)))).resolves.toBeNull();
    await expect(nullWhenMissing(Promise.resolve({ name: 'Souq Grill' }))).resolves.toEqual({ name: 'Souq Grill' });
    const outage = new ApiError(503, null);
    await expect(nullWhenMissing(Promise.reject(outage))).rejects.toBe(outage);
  });
});
