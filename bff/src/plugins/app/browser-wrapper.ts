import { type ErrorBody, errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { allListingKinds } from 'contracts/listing-kinds';

/**
 * The browser's wrapper (ARCHITECTURE.md §4): success is `{ data }`, a list is named after
 * its resource (`{ data: { restaurants: [...], total, page, limit } }`), an error is
 * `{ message, code, errors? }` with the api's status.
 */
const listNames: [RegExp, string][] = [
  // A listing kind's public and back office lists (`restaurants`, `admin/restaurants`): its plural.
  ...allListingKinds.map(({ plural }): [RegExp, string] => [new RegExp(`/${plural}$`), plural]),
  [/\/blogs$/, 'blogs'],
  [/\/favorites$/, 'favorites'],
  [/\/bookmarks$/, 'bookmarks'],
  [/\/ads$/, 'ads'],
  [/\/all-users$/, 'users'],
  [/\/messages$/, 'messages'],
  [/\/admin\/activity$/, 'activity'],
];

function listNameFor(pathname: string): string {
  return listNames.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'items';
}

type ApiList = { items: unknown[]; total?: number; page?: number; limit?: number };
const isList = (body: unknown): body is ApiList =>
  typeof body === 'object' && body !== null && Array.isArray((body as ApiList).items);

export function wrapSuccess(pathname: string, body: unknown) {
  if (!isList(body)) return { data: body };
  const { items, ...rest } = body;
  return { data: { [listNameFor(pathname)]: items, ...rest } };
}

type Problem = { title?: string; detail?: string; code?: string; errors?: ErrorBody['errors']; current?: unknown };

export function wrapError(body: unknown, lang: Lang): ErrorBody {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Problem;
  return {
    message: problem.detail ?? problem.title ?? errorMessage('SOMETHING_WENT_WRONG', lang),
    code: problem.code ?? 'SOMETHING_WENT_WRONG',
    ...(problem.errors ? { errors: problem.errors } : {}),
    // VERSION_CONFLICT: the record as it now is, for the form to show what changed.
    ...(problem.current !== undefined ? { current: problem.current } : {}),
  };
}
