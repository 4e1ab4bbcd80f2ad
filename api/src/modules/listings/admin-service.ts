import type { Lang } from 'contracts/i18n';
import { qatarDate } from 'contracts/opening-hours';
import type { ListResult } from 'contracts/schemas/common';
import type { Db } from '../../db/client.ts';
import type { AuditedCaller } from '../activity/audited.ts';
import { createTrashableService } from '../trash/trashable-service.ts';
import { type AdminListingFilters, createAdminListingRepository } from './admin-repository.ts';
import { csvRow, UTF8_BOM } from './listing-csv.ts';
import type { ListingKindInApi } from './listing-kind.ts';
import type { ListingTable } from './listing-query.ts';

const EXPORT_HEADER = [
  'id',
  'slug',
  'name (en)',
  'name (ar)',
  'area',
  'categories',
  'pricing',
  'featured',
  'status',
  'updated at',
];

type ListingMedia = { coverMediaId?: string | null; galleryMediaIds?: string[] };
type ListingForm = ListingMedia & { slug: string };

/** The back office's restaurants or gift shops: list, CSV export, form, version, trash and restore. */
export function createListingAdminService<T extends ListingTable, Query, Input>(
  db: Db,
  clock: () => Date,
  kind: ListingKindInApi<T, Query, Input>,
) {
  const repository = createAdminListingRepository(db, kind.table, kind.admin.filters);
  const listings = createTrashableService(db, clock, {
    table: kind.table,
    entityType: kind.singular,
    notFound: kind.notFound,
    view: kind.admin.toView,
  });

  /** What a listing's form writes: its slug, its pictures, and its columns. */
  const listingWrite = (input: Input) => {
    const { slug, coverMediaId, galleryMediaIds } = input as ListingForm;
    return { slug, media: { coverMediaId, galleryMediaIds }, columns: () => kind.admin.columns(input) };
  };

  /** One export line of a listing. */
  const exportRow = (row: T['$inferSelect']) =>
    csvRow([
      row.id,
      row.slug,
      row.nameEn,
      row.nameAr,
      row.area,
      kind.admin.categories(row).join('; '),
      row.pricing,
      row.featured,
      row.status,
      row.updatedAt.toISOString(),
    ]);

  async function* exportLines(query: AdminListingFilters, lang: Lang) {
    yield UTF8_BOM + csvRow(EXPORT_HEADER);
    for await (const batch of repository.exportBatches(query, lang)) {
      const chunk = batch.map(exportRow).join('');
      if (chunk) yield chunk;
    }
  }

  return {
    async list(query: AdminListingFilters & { page: number; limit: number }, lang: Lang): Promise<ListResult<unknown>> {
      const { rows, total } = await repository.list(query, lang);
      return { items: rows.map(kind.admin.toView), total, page: query.page, limit: query.limit };
    },

    /** Every listing the filters match as CSV lines (UTF-8 with a byte-order mark), and the file's name. */
    exportCsv: (query: AdminListingFilters, lang: Lang) => ({
      fileName: `${kind.plural}-${qatarDate(clock())}.csv`,
      lines: exportLines(query, lang),
    }),

    get: listings.view,
    create: (caller: AuditedCaller, lang: Lang, input: Input) => listings.create(caller, lang, listingWrite(input)),
    edit: (caller: AuditedCaller, lang: Lang, id: string, { version, ...input }: Input & { version: number }) =>
      listings.edit(caller, lang, id, version, listingWrite(input as Input)),
    /** Visitors no longer see it; saves of it stay (shown as no longer available) until the purge. */
    moveToTrash: listings.moveToTrash,
    restore: listings.restore,
  };
}
