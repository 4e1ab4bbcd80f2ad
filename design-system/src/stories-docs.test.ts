// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Both roots of the one Storybook (.storybook/main.ts): the design system's and the back office's. */
const roots = [new URL('./', import.meta.url), new URL('../../mfe-admin/src/', import.meta.url)];
const storiesFiles = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .sort()
    .map((file) => ({ file, url: new URL(file, root) })),
);
const read = (url: URL) => readFileSync(url, 'utf8');

describe('every component stories file', () => {
  it("gives its docs page a purpose and do and don't lists (Foundations are pages of their own)", () => {
    expect(storiesFiles.length).toBeGreaterThan(30);
    const undocumented = storiesFiles
      .filter(({ file, url }) => !file.startsWith('foundations') && !read(url).includes('...componentDocs({'))
      .map(({ file }) => file);
    expect(undocumented).toEqual([]);
  });

  it('keeps the docs page every file gets from preview.tsx (none opts out but Foundations)', () => {
    const optedOut = storiesFiles.filter(({ url }) => read(url).includes("'!autodocs'")).map(({ file }) => file);
    expect(optedOut).toEqual(['foundations/foundations.stories.tsx']);
  });

  it("gives every back-office story the remote's providers and the check for untranslated strings", () => {
    const admin = storiesFiles.filter(({ url }) => url.pathname.includes('/mfe-admin/'));
    expect(admin.length).toBeGreaterThan(0);
    const bare = admin.filter(({ url }) => !read(url).includes('...adminStories,')).map(({ file }) => file);
    expect(bare).toEqual([]);
  });
});
