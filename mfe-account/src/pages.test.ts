import { loaderProblems, pageProblems } from 'platform/remote-pages';
import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';

const importFile = (file: string) => import(/* @vite-ignore */ new URL(file, import.meta.url).href);

describe('the pages of mfe-account (src/pages.ts)', () => {
  it('are the routes contracts/route-modules gives it, one file per exposed module', () => {
    expect(pageProblems('mfe-account', pages)).toEqual([]);
  });

  it('each load the file they name', async () => {
    expect(await loaderProblems(pages, importFile)).toEqual([]);
  }, 30_000);
});
