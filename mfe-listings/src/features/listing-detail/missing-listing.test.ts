import { ApiError } from 'platform/api-client';
import { describe, expect, it } from 'vitest';
import { isMissingListing, retryUnlessMissing } from './missing-listing.ts';

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

  it('is not asked for again; other failures are retried once', () => {
    expect(retryUnlessMissing(0, new ApiError(404, null))).toBe(false);
    expect(retryUnlessMissing(0, new ApiError(503, null))).toBe(true);
    expect(retryUnlessMissing(1, new ApiError(503, null))).toBe(false);
  });
});
