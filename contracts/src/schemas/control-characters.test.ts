import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import * as activity from './activity.ts';
import * as ad from './ad.ts';
import * as admin from './admin.ts';
import * as blog from './blog.ts';
import * as common from './common.ts';
import { bilingualTextSchema, hasControlCharacters, multiLineText, singleLineText } from './common.ts';
import * as contact from './contact.ts';
import { contactBody } from './contact.ts';
import * as listing from './listing.ts';
import * as media from './media.ts';
import * as restaurant from './restaurant.ts';
import * as saved from './saved.ts';
import * as shop from './shop.ts';
import * as user from './user.ts';
import { registerBody } from './user.ts';

/** Every schema module of this folder. */
const schemaModules: Record<string, unknown>[] = [
  activity,
  ad,
  admin,
  blog,
  common,
  contact,
  listing,
  media,
  restaurant,
  saved,
  shop,
  user,
];

/**
 * What the api only sends: no text of these reaches a database, so they may use a bare `z.string()`.
 * A new exported schema is checked as an input until it is named here.
 */
const responseSchemas = new Set([
  'publicAd',
  'playbackSettings',
  'adDailyCounts',
  'adCounts',
  'adminMedia',
  'adminSearchHit',
  'adminSearchResponse',
  'adminRestaurant',
  'adminShop',
  'adminBlog',
  'adminAd',
  'adminMessage',
  'adminUsersResponse',
  'adminUserDetail',
  'activityEntry',
  'adminActivityResponse',
  'listingBulkResponse',
  'statistics',
  'blogSummary',
  'blogDetail',
  'blogListResponse',
  'imageSchema',
  'listingSummaryBase',
  'listingDetailExtras',
  'specialHoursViewSchema',
  'restaurantSummary',
  'restaurantDetail',
  'restaurantListResponse',
  'shopSummary',
  'shopDetail',
  'shopListResponse',
  'savedItem',
  'userSchema',
  'bilingualText',
]);

type Leaf = { path: string; schema: z.ZodType };

/** Every string schema inside `schema`, with where it sits. */
function stringLeaves(schema: unknown, path: string, seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (!(schema instanceof z.ZodType)) {
    // A plain record of schemas (the listing query fields shared by two lists).
    if (typeof schema !== 'object' || schema === null) return [];
    return Object.entries(schema).flatMap(([key, value]) => stringLeaves(value, `${path}.${key}`, seen));
  }
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        stringLeaves(value, `${path}.${key}`, seen),
      );
    case 'array':
      return stringLeaves(def.element, `${path}[]`, seen);
    case 'record':
      return [...stringLeaves(def.keyType, `${path}{key}`, seen), ...stringLeaves(def.valueType, `${path}{}`, seen)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => stringLeaves(option, path, seen));
    case 'intersection':
      return [...stringLeaves(def.left, path, seen), ...stringLeaves(def.right, path, seen)];
    case 'pipe':
      // What comes out of `in` is all `out` ever sees (the email format after the text checks).
      return stringLeaves(def.in, path, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringLeaves(def.innerType, path, seen);
    default:
      return [];
  }
}

const inputs: [string, unknown][] = [];
for (const module of schemaModules) {
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function' || responseSchemas.has(name)) continue;
    if (value instanceof z.ZodType || (typeof value === 'object' && value !== null)) inputs.push([name, value]);
  }
}
const leaves = inputs.flatMap(([name, schema]) => stringLeaves(schema, name));

describe('control characters in input', () => {
  it('finds the input schemas (the walk itself works)', () => {
    expect(inputs.map(([name]) => name)).toEqual(expect.arrayContaining(['registerBody', 'blogInput', 'adInput']));
    expect(leaves.map((leaf) => leaf.path)).toEqual(
      expect.arrayContaining(['contactBody.message', 'blogInput.body.en', 'adminUsersQuery.email']),
    );
  });

  // A uuid or a date says "not a valid id/date" for any stray character; every other text names the control character.
  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))('%s refuses NUL', (_path, { schema }) => {
    const result = schema.safeParse('ab\u0000cd');
    expect(result.success).toBe(false);
    const format = (schema._zod.def as { format?: string }).format;
    if (format !== 'uuid' && format !== 'date') {
      expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.controlCharacters');
    }
  });

  it.each([
    ['NUL', '\u0000', true],
    ['SOH', '\u0001', true],
    ['unit separator', '\u001f', true],
    ['DEL', '\u007f', true],
    ['NEL (C1)', '\u0085', true],
    ['APC (C1)', '\u009f', true],
    ['lone high surrogate', '\ud800', true],
    ['lone low surrogate', '\udc00', true],
    ['tab', '\t', true],
    ['line feed', '\n', true],
    ['an emoji (a surrogate pair)', '😀', false],
    ['Arabic with a right-to-left mark', 'مطعم\u200f', false],
    ['no-break space', '\u00a0', false],
  ])('one line: %s refused = %s', (_name, character, refused) => {
    expect(hasControlCharacters(`a${character}b`)).toBe(refused);
    expect(singleLineText().safeParse(`a${character}b`).success).toBe(!refused);
  });

  it('lets text over several lines keep its tabs and line breaks, nothing else', () => {
    expect(multiLineText().safeParse('one\r\ntwo\n\tthree').success).toBe(true);
    expect(multiLineText().safeParse('one\u0000two').success).toBe(false);
    expect(multiLineText().safeParse('one\u000btwo').success).toBe(false);
    expect(bilingualTextSchema(100).safeParse({ en: 'a\nb', ar: 'ب' }).success).toBe(false);
    expect(bilingualTextSchema(100, { multiLine: true }).safeParse({ en: 'a\nb', ar: 'ب' }).success).toBe(true);
  });

  it('says so on the field, in both languages, in the forms that share these schemas', () => {
    const contact = contactBody.safeParse({
      name: 'Ali\u0000',
      email: 'ali@example.qa',
      phoneNumber: '97455123456',
      subject: 'Hello',
      message: 'Line one\nline two\u0007',
    });
    const issues = contact.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'validation.controlCharacters'],
      ['message', 'validation.controlCharacters'],
    ]);
    const signUp = registerBody.safeParse({
      fullName: 'Mariam',
      email: 'mariam@example.qa\u0000',
      password: 'Doha#2026\u0000',
      confirmPassword: 'Doha#2026\u0000',
      role: 'user',
      agreeToTerms: true,
    });
    expect(signUp.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email', 'password', 'confirmPassword']);
    expect(validationMessage('validation.controlCharacters', 'en')).toMatch(/control characters/);
    expect(validationMessage('validation.controlCharacters', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  // Bytes that were not UTF-8 reach a schema as U+FFFD, whichever parser decoded them.
  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))(
    '%s refuses undecodable bytes (U+FFFD)',
    (_path, { schema }) => {
      const result = schema.safeParse('ab\uFFFDcd');
      expect(result.success).toBe(false);
      const format = (schema._zod.def as { format?: string }).format;
      if (format !== 'uuid' && format !== 'date') {
        expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.unreadableText');
      }
    },
  );

  it('names undecodable bytes apart from control characters, in both languages', () => {
    expect(
      singleLineText()
        .safeParse('caf\uFFFD')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['validation.unreadableText']);
    expect(multiLineText().safeParse('one\ntwo\uFFFD').success).toBe(false);
    expect(validationMessage('validation.unreadableText', 'en')).toContain('could not be read');
    expect(validationMessage('validation.unreadableText', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});
