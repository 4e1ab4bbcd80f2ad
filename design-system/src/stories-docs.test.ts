// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('./', import.meta.url);
const storiesFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

describe('every component stories file', () => {
  it("gives its docs page a purpose and do and don't lists (Foundations are pages of their own)", () => {
    expect(storiesFiles.length).toBeGreaterThan(10);
    const undocumented = storiesFiles.filter(
      (file) =>
        !file.startsWith('foundations') && !readFileSync(new URL(file, src), 'utf8').includes('...componentDocs({'),
    );
    expect(undocumented).toEqual([]);
  });

  it('keeps the docs page every file gets from preview.tsx (none opts out but Foundations)', () => {
    const optedOut = storiesFiles.filter((file) => readFileSync(new URL(file, src), 'utf8').includes("'!autodocs'"));
    expect(optedOut).toEqual(['foundations/foundations.stories.tsx']);
  });
});
