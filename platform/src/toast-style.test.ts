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
