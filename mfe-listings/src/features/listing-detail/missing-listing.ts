import { isApiError } from 'platform/api-client';

/** The API's answer for an id that names no listing (404; 400 for an id it cannot even read). */
export const isMissingListing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** A missing listing stays missing: asking again would only delay the not-found page. */
export const retryUnlessMissing = (failures: number, error: Error) => !isMissingListing(error) && failures < 1;
