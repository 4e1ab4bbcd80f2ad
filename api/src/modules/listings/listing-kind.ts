import type { ErrorCode } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { type ListingKind, type ListingKindIdentity, listingKindIdentities } from 'contracts/listing-kind-identity';
import type { listingKindSchemas } from 'contracts/listing-kind-schemas';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import type { ListingTable } from './listing-query.ts';

/** A listing view of one row, given its pictures, the viewer's saved flags and the time. */
type RowView<Row, View> = (
  row: Row,
  lang: Lang,
  mediaById: Map<string, MediaRow>,
  saved: SavedFlags,
  now: Date,
) => View;

/**
 * What one kind of listing (a restaurant, a gift shop) is to the api: the routes, services and
 * repositories of listings are the same for every kind and take this for what differs. Who the kind
 * is (its id, resource, name filter, not-found code) and its schemas come from its descriptor in
 * contracts (`listing-kind-identity`, `listing-kind-schemas`); its table, its filters as SQL and its
 * views are the api's own. `Query` is its public list's query, `Input` its back-office form.
 */
export type ListingKindInApi<T extends ListingTable, Query, Input> = {
  /** The spec's spellings of its paths (`/restaurant/:id`, `/restaurants`); also its saved item type and audit name. */
  singular: 'restaurant' | 'shop';
  plural: 'restaurants' | 'shops';
  table: T;
  notFound: ErrorCode;
  /** The OpenAPI tag and summaries of its public routes. */
  docs: { tag: string; list: string; detail: string };
  listQuery: z.ZodType<Query>;
  listResponse: z.ZodType;
  detail: z.ZodType;
  /** The public list's name search: the spec names the field per kind. */
  nameFilter: keyof Query & string;
  /** The public list's own filters, beside the ones every kind has. */
  conditions: (query: Query) => (SQL | undefined)[];
  /** The card; also what saved listings show. */
  summary: RowView<T['$inferSelect'], unknown>;
  /** The detail page's fields beside the card's. */
  detailExtras: (row: T['$inferSelect'], lang: Lang, mediaById: Map<string, MediaRow>, now: Date) => object;
  admin: {
    input: z.ZodType<Input>;
    update: z.ZodType<Input & { version: number }>;
    view: z.ZodType;
    query: z.ZodType;
    exportQuery: z.ZodType;
    /** The body of its bulk action: the action and its ids or the list's filter. */
    bulk: z.ZodType;
    columns: (input: Input) => Partial<T['$inferInsert']>;
    toView: (row: T['$inferSelect']) => unknown;
    /** The back-office list's own filters (name search, category). */
    filters: (query: Record<string, unknown>) => (SQL | undefined)[];
    /** The export's categories column: cuisines or shop categories. */
    categories: (row: T['$inferSelect']) => string[];
  };
};

/**
 * What a kind's descriptor in contracts says of it, in the shape `ListingKindInApi` takes: its id,
 * resource and not-found code, its public schemas, and (`admin`) its back-office schemas, which the
 * kind's file completes with its own columns and filters.
 */
export function describedInContracts<K extends ListingKind, S extends (typeof listingKindSchemas)[K]>(
  id: K,
  // Passed rather than looked up by `id`, so that each schema keeps its own kind's type.
  schemas: S,
): {
  kind: Pick<ListingKindIdentity<K>, 'plural' | 'notFound'> & {
    singular: K;
    listQuery: S['listQuery'];
    listResponse: S['listResponse'];
    detail: S['detail'];
  };
  admin: {
    input: S['input'];
    update: S['update'];
    view: S['admin'];
    query: S['adminListQuery'];
    exportQuery: S['adminExportQuery'];
    bulk: S['adminBulk'];
  };
} {
  const identity = listingKindIdentities[id];
  return {
    kind: {
      singular: identity.id,
      plural: identity.plural,
      notFound: identity.notFound,
      listQuery: schemas.listQuery,
      listResponse: schemas.listResponse,
      detail: schemas.detail,
    },
    admin: {
      input: schemas.input,
      update: schemas.update,
      view: schemas.admin,
      query: schemas.adminListQuery,
      exportQuery: schemas.adminExportQuery,
      bulk: schemas.adminBulk,
    },
  };
}
