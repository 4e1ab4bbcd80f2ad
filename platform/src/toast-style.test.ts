import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TOASTER_STYLE_SOURCES } from 'contracts/injected-styles';
import { describe, expect, it } from 'vitest';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the toaster's style sheet", () => {
  it('is the one the CSP allows (contracts/injected-styles): update the hash when sonner changes it', () => {
    const require = createRequire(import.meta.url);
    const code = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
    const calls = [...code.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)].map((match) =>
      JSON.parse(match[1] ?? '""'),
    );
    expect(calls).toHaveLength(1);
    expect(TOASTER_STYLE_SOURCES).toEqual([hash(calls[0]), hash('')]);
  });
});

describe("spec §9's toaster figures sonner keeps as constants", () => {
  it('are the ones the installed sonner uses (an upgrade that changes them fails here)', async () => {
    const { TOAST_REMOVAL_DELAY_MS, TOAST_SWIPE_VELOCITY_THRESHOLD, TOAST_WIDTH_PX } = await import('./toast.ts');
    const require = createRequire(import.meta.url);
    const code = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
    expect(code).toContain(`const TIME_BEFORE_UNMOUNT = ${TOAST_REMOVAL_DELAY_MS};`);
    expect(code).toContain(`velocity > ${TOAST_SWIPE_VELOCITY_THRESHOLD}`);
    expect(code).toContain(`const TOAST_WIDTH = ${TOAST_WIDTH_PX};`);
  });
});
