/** Paging constants (spec §5, §9), kept free of zod so browser code can import them cheaply. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
/** Larger asks are served this many rows, so one request cannot pull the whole table. */
export const MAX_LIMIT = 50;
/** The page sizes a back-office listing list offers; its api query serves up to the largest. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_MAX_LIMIT = 100;
/**
 * Public lists count their matches only up to this many: past it the answer says "1000+"
 * (`totalCapped`), so the cost of a page does not grow with the size of the directory.
 */
export const TOTAL_CAP = 1000;
