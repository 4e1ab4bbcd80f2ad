import { isApiError } from 'platform/api';

/** The API's answer for an id that names no listing (404; 400 for an id it cannot even read). */
export const isMissingListing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * A listing, or null when no listing has that id. "Not found" is an answer, cached and kept fresh
 * like a record: as a failure it would be asked for again by every page that mounts with it (a
 * prefetched wrong id fetched twice) and retried before the not-found page could show.
 */
export const nullWhenMissing = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (isMissingListing(error)) return null;
    throw error;
  });
