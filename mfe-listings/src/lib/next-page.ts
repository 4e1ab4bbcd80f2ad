import { DEFAULT_LIMIT } from 'contracts/paging';

/** Cards per request: the spec's default limit, so the second page reads "Showing 1 - 20". */
export const LIST_PAGE_SIZE = DEFAULT_LIMIT;

export type ListPageInfo = { total: number; page: number; limit: number; totalCapped?: boolean };

/**
 * The page "load more" asks for next, or undefined at the end. Past the counting cap the
 * total is only a floor, so the list goes on while pages come back full.
 */
export function nextPageParam(last: ListPageInfo, lastCount: number, shown: number): number | undefined {
  const more = shown < last.total || (last.totalCapped === true && lastCount === last.limit);
  return more ? last.page + 1 : undefined;
}
