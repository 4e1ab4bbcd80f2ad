import { type ActivityEntityType, activityEntityTypes } from 'contracts/schemas/activity';

/** How many entries a page of the timeline shows (the api's `limit`). */
export const ACTIVITY_PER_PAGE = 20;

/** The timeline as its URL says it: page and the api's filters (actor, entity, days in Qatar time). */
export type ActivityListParams = {
  page: number;
  actorId: string;
  entityType: ActivityEntityType | undefined;
  entityId: string;
  from: string;
  to: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isEntityType = (value: string | null): value is ActivityEntityType =>
  (activityEntityTypes.values as readonly string[]).includes(value ?? '');
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/**
 * Reads the timeline's state from the address; anything the api would refuse (an actor that is no
 * id, a day that is no day, a range ending before it starts) is dropped rather than shown as an error.
 */
export function readActivityParams(search: URLSearchParams): ActivityListParams {
  const page = Number(search.get('page'));
  const actorId = search.get('actorId') ?? '';
  const entityType = search.get('entityType');
  const from = day(search.get('from'));
  const to = day(search.get('to'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    actorId: UUID.test(actorId) ? actorId : '',
    entityType: isEntityType(entityType) ? entityType : undefined,
    entityId: (search.get('entityId') ?? '').trim().slice(0, 64),
    from,
    to: from && to && to < from ? '' : to,
  };
}

/** The address of a timeline state: empty filters and page 1 are left out. */
export function activitySearch(params: ActivityListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.actorId) search.set('actorId', params.actorId);
  if (params.entityType) search.set('entityType', params.entityType);
  if (params.entityId) search.set('entityId', params.entityId);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The api's query for a timeline state (`GET admin/activity`). */
export function activityQuery(params: ActivityListParams) {
  return {
    page: params.page,
    limit: ACTIVITY_PER_PAGE,
    ...(params.actorId ? { actorId: params.actorId } : {}),
    ...(params.entityType ? { entityType: params.entityType } : {}),
    ...(params.entityId ? { entityId: params.entityId } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
  };
}
