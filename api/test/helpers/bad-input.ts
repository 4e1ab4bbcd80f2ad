/**
 * The bad input the property tests send to every operation, to the api directly and through the BFF:
 * valid requests with one part made bad (a control character, a dangling id, an impossible date, a huge
 * number, deep nesting), junk, and the same write sent several times at once.
 */
import fc from 'fast-check';
import { fillPath, type Operation, type ValidRequest } from './operation-fixtures.ts';

/** Characters no text field takes, and what a text may hold around them. */
const controlCharacters = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];
const extremeDates = ['0000-01-01', '9999-12-31', '275760-09-13', '-000001-01-01', '2026-02-30', '1899-12-31'];
const hugeNumbers = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
  -0,
  '1e309',
  '99999999999999999999999',
  '-1',
];

export const deepJsonText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * A value standing for `[[[ … ]]]` nested `depth` deep inside a body: JSON.stringify is recursive and
 * overflows the test's own stack on a few thousand levels, so `bodyText` writes the nesting as text.
 */
const DEEP = /"@@deep:(\d+)@@"/g;
const nestedArrays = (depth: number) => `@@deep:${depth}@@`;

/** A body as the JSON text sent, with `nestedArrays` written out. */
export function bodyText(body: unknown): string {
  return JSON.stringify(body).replace(DEEP, (_, depth: string) => deepJsonText(Number(depth)));
}

/** One place in a JSON body: where it is and what it holds. */
type Leaf = { path: (string | number)[]; value: unknown };

/** Every place in `value` below the root (objects and arrays themselves as well as what they hold). */
function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => leavesOf(item, [...path, i]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]))];
  }
  return here;
}

/** `value` with the place at `path` holding `replacement` (a deep copy; the original stays as it was). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

const looksLikeDate = (leaf: Leaf) => typeof leaf.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(leaf.value);
const looksLikeId = (leaf: Leaf) =>
  /(Id|Ids|_id)$/.test(String(leaf.path.findLast((part) => typeof part === 'string') ?? '')) ||
  (typeof leaf.value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(leaf.value));

/**
 * A mutation: which kind of bad value, and for a place of the right kind (a date for a date, an id
 * for an id), the new value. Random junk in a random place would mostly fail validation early and
 * never reach the database, where a value the checks let through becomes a 500.
 */
type Mutation = { kind: string; pick: (leaves: Leaf[]) => Leaf | undefined; value: (old: unknown) => unknown };

const pickAmong = (test: (leaf: Leaf) => boolean, index: number) => (leaves: Leaf[]) => {
  const fitting = leaves.filter(test);
  const among = fitting.length > 0 ? fitting : leaves;
  return among[index % Math.max(1, among.length)];
};

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .record({ at: fc.nat(), character: fc.constantFrom(...controlCharacters), position: fc.nat() })
    .map(({ at, character, position }) => ({
      kind: `control ${JSON.stringify(character)}`,
      pick: pickAmong((leaf) => typeof leaf.value === 'string', at),
      value: (old: unknown) => {
        const text = typeof old === 'string' ? old : 'text';
        const cut = position % (text.length + 1);
        return `${text.slice(0, cut)}${character}${text.slice(cut)}`;
      },
    })),
  fc.record({ at: fc.nat(), id: fc.uuid({ version: 4 }) }).map(({ at, id }) => ({
    kind: 'dangling id',
    pick: pickAmong(looksLikeId, at),
    value: (old: unknown) => (Array.isArray(old) ? [...old, id] : id),
  })),
  fc.record({ at: fc.nat(), date: fc.constantFrom(...extremeDates) }).map(({ at, date }) => ({
    kind: `date ${date}`,
    pick: pickAmong(looksLikeDate, at),
    value: () => date,
  })),
  fc.record({ at: fc.nat(), number: fc.constantFrom(...hugeNumbers) }).map(({ at, number }) => ({
    kind: `number ${number}`,
    pick: pickAmong((leaf) => typeof leaf.value === 'number', at),
    value: () => number,
  })),
  fc.record({ at: fc.nat(), depth: fc.integer({ min: 50, max: 5000 }) }).map(({ at, depth }) => ({
    kind: `nested ${depth}`,
    pick: pickAmong(() => true, at),
    value: () => nestedArrays(depth),
  })),
  fc
    .record({ at: fc.nat(), junk: fc.constantFrom(null, true, 0, '', ' ', [], {}, 'x'.repeat(70_000)) })
    .map(({ at, junk }) => ({
      kind: `junk ${JSON.stringify(junk).slice(0, 20)}`,
      pick: pickAmong(() => true, at),
      value: () => junk,
    })),
);

/**
 * A bad path segment or query value, already in URL form: escapes of control characters and of a lone
 * surrogate (UTF-8 of no text), a malformed escape, a dangling id, dates, numbers, an over-long value.
 */
const urlValueArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
      fc.constantFrom('%00', '%01', '%1F', '%7F', '%C2%85', '%ED%A0%80', '%E0%A4%A', '%C0%AF', '%FF'),
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    )
    .map((parts) => parts.join('')),
  fc.uuid({ version: 4 }),
  fc.constantFrom(...extremeDates, ...hugeNumbers.map(String)),
  fc.integer({ min: 150, max: 400 }).map((length) => 'a'.repeat(length)),
  fc.constantFrom('..', '%2e%2e', '%2F', 'restaurant', 'shop', 'home', '', '%20', 'true', '-0'),
);

/** Random JSON and the like, for a body nobody would send. */
export const junkBodyArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.jsonValue(), fc.constantFrom(...controlCharacters))),
);

export const langArbitrary = fc.constantFrom('en', 'ar');
export const ARABIC = /[\u0600-\u06FF]/;

/** A path parameter's value in URL form. */
export const encodePath = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)]));

/** How a valid request is spoilt: one place of its body, one path parameter, or its query. */
export type Spoilt = {
  note: string;
  spoil?: (body: unknown) => unknown;
  params?: Record<string, string>;
  query?: string;
};

/** Ways to spoil a request of `operation`; `shape` is a valid one, to find the places of its body. */
export function spoiltArbitrary(operation: Operation, shape: ValidRequest): fc.Arbitrary<Spoilt> {
  const choices: fc.Arbitrary<Spoilt>[] = [];
  const leaves = leavesOf(shape.body);
  if (leaves.length > 0) {
    choices.push(
      mutationArbitrary.map((mutation): Spoilt => {
        const leaf = mutation.pick(leaves) as Leaf;
        return {
          note: `${mutation.kind} at ${leaf.path.join('.')}`,
          spoil: (body) =>
            replaceAt(body, leaf.path, mutation.value(leavesOf(body).find((l) => same(l.path, leaf.path))?.value)),
        };
      }),
    );
  }
  if (operation.pathNames.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...operation.pathNames), urlValueArbitrary).map(([name, value]) => ({
        note: `path ${name}=${value.slice(0, 40)}`,
        params: { [name]: value },
      })),
    );
  }
  choices.push(
    fc
      .tuple(
        fc.constantFrom(...operation.queryNames, 'lang'),
        fc.array(urlValueArbitrary, { minLength: 1, maxLength: 2 }),
      )
      .map(([name, values]) => ({
        note: `query ${name}=${values.join(',').slice(0, 40)}`,
        query: values.map((value) => `${name}=${value}`).join('&'),
      })),
  );
  // Told by its note: fast-check prints what failed, and a body nested thousands deep overflows its printer.
  return fc.oneof(...choices).map((spoilt) => Object.assign(spoilt, { [fc.toStringMethod]: () => spoilt.note }));
}

const same = (a: (string | number)[], b: (string | number)[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The request to send: `valid` (fresh, so its slug or email is new) with the spoilt part. Spoiling a
 * fresh request, not the shape, keeps a taken slug from hiding what the spoilt part would do.
 */
export function spoiltRequest(operation: Operation, spoilt: Spoilt, valid: ValidRequest) {
  const params = { ...encodePath(valid.params), ...spoilt.params };
  const url = `${fillPath(operation.path, params)}${spoilt.query ? `?${spoilt.query}` : ''}`;
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = takesBody ? (spoilt.spoil ? spoilt.spoil(valid.body) : valid.body) : undefined;
  return { url, text: body === undefined ? undefined : bodyText(body) };
}
