import type { Lang } from 'contracts/i18n';
import type { ListResult } from 'contracts/schemas/common';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ListingKindInApi } from './listing-kind.ts';
import { listingDetail, listingPage } from './listing-page.ts';
import type { ListingTable } from './listing-query.ts';
import { createListingRepository, type ListingPageQuery } from './listing-repository.ts';
import { listingDetailExtrasView } from './listing-view.ts';

/** What visitors read of one kind of listing: its filtered, sorted pages and its detail pages. */
export function createListingService<T extends ListingTable, Query extends Omit<ListingPageQuery, 'name'>, Input>(
  db: Db,
  clock: () => Date,
  kind: ListingKindInApi<T, Query, Input>,
) {
  const repository = createListingRepository(db, kind.table);
  const savedAs = kind.singular;
  return {
    async list(query: Query, lang: Lang, viewerId?: string): Promise<ListResult<unknown>> {
      const now = clock();
      const found = await repository.list(
        { ...query, name: query[kind.nameFilter] as string | undefined },
        kind.conditions(query),
        lang,
        now,
      );
      return listingPage(db, found, query, { savedAs, viewerId }, (row, mediaById, saved) =>
        kind.summary(row, lang, mediaById, saved, now),
      );
    },

    async get(id: string, lang: Lang, viewerId?: string): Promise<unknown> {
      const now = clock();
      const row = await repository.findById(id);
      if (!row) throw AppError.notFound(kind.notFound);
      return listingDetail(db, row, { savedAs, viewerId }, (row, mediaById, saved) => ({
        ...(kind.summary(row, lang, mediaById, saved, now) as object),
        ...listingDetailExtrasView(row, lang, mediaById, now),
        ...kind.detailExtras(row, lang, mediaById, now),
      }));
    },
  };
}
