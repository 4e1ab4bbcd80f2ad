import { type ContactKind, contactKinds } from 'contracts/schemas/contact';

/** How many messages a page of the inbox shows (the api's `limit`). */
export const MESSAGES_PER_PAGE = 20;

export const READ_STATES = ['unread', 'read'] as const;
export type ReadState = (typeof READ_STATES)[number];

/** The inbox as its URL says it: page, kind, read state, and the message open below the list. */
export type InboxParams = {
  page: number;
  kind: ContactKind | undefined;
  state: ReadState | undefined;
  open: string;
};

const isKind = (value: string | null): value is ContactKind =>
  (contactKinds as readonly string[]).includes(value ?? '');
const isState = (value: string | null): value is ReadState => (READ_STATES as readonly string[]).includes(value ?? '');

/** Reads the inbox's state from the address; anything unusable falls back to the default. */
export function readInboxParams(search: URLSearchParams): InboxParams {
  const page = Number(search.get('page'));
  const kind = search.get('kind');
  const state = search.get('state');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    kind: isKind(kind) ? kind : undefined,
    state: isState(state) ? state : undefined,
    open: (search.get('open') ?? '').slice(0, 64),
  };
}

/** The address of an inbox state: defaults are left out. */
export function inboxSearch(params: InboxParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.kind) search.set('kind', params.kind);
  if (params.state) search.set('state', params.state);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.open) search.set('open', params.open);
  return search;
}

/** The api's query for an inbox state (`GET admin/messages`; `unread` is the api's read filter). */
export function inboxQuery(params: InboxParams) {
  return {
    page: params.page,
    limit: MESSAGES_PER_PAGE,
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.state ? { unread: params.state === 'unread' } : {}),
  };
}
