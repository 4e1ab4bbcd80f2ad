import { routeModules } from 'contracts/route-modules';
import { describe, expect, it } from 'vitest';
import { exposedPages, firstScreenPages, loaderProblems, pageProblems, type RemotePages } from './remote-pages.ts';

const Page = () => null;
const OtherPage = () => null;
const page = (file: string, firstScreen?: boolean) => ({ file, load: async () => ({ default: Page }), firstScreen });

/** mfe-admin's pages as contracts/route-modules has them, each in a file named for its module. */
function adminPages(): RemotePages {
  const pages: RemotePages = {};
  for (const [route, moduleId] of routeModules)
    if (moduleId.startsWith('mfe_admin/')) pages[route] = page(`./pages/${moduleId.split('/')[1]}.tsx`);
  return pages;
}

describe("a remote's pages and contracts/route-modules", () => {
  it('agree when the list has exactly the routes contracts gives the remote', () => {
    expect(pageProblems('mfe-admin', adminPages())).toEqual([]);
  });

  it('disagree on a route contracts gives the remote that the list lacks', () => {
    const { adminAds: _, ...pages } = adminPages();
    expect(pageProblems('mfe-admin', pages)).toEqual([
      "route adminAds (mfe_admin/ads-page) is not in mfe-admin's pages",
    ]);
  });

  it('disagree on a listed route contracts gives another remote, or none', () => {
    const pages = { ...adminPages(), home: page('./pages/home-page.tsx') };
    expect(pageProblems('mfe-admin', pages)).toEqual([
      "mfe-admin's pages list home, which contracts/route-modules gives to no page of mfe-admin",
    ]);
    const unknown = { ...adminPages(), nowhere: page('./pages/nowhere.tsx') } as RemotePages;
    expect(pageProblems('mfe-admin', unknown)).toHaveLength(1);
  });

  it('disagree when two routes of one module name different files, or a file is not relative', () => {
    const pages = { ...adminPages(), adminEditBlog: page('./pages/blog-editor.tsx') };
    expect(pageProblems('mfe-admin', pages)).toEqual([
      'adminEditBlog: blog-form-page is ./pages/blog-form-page.tsx for another route, ./pages/blog-editor.tsx here',
    ]);
    expect(pageProblems('mfe-admin', { ...adminPages(), adminAds: page('pages/ads-page.tsx') })).toEqual([
      'adminAds: file pages/ads-page.tsx does not start with ./',
    ]);
  });

  it('disagree on a first screen of a page that is not public', () => {
    expect(pageProblems('mfe-admin', { ...adminPages(), adminAds: page('./pages/ads-page.tsx', true) })).toEqual([
      'adminAds: only a public page can have a first screen',
    ]);
  });
});

describe('what a build exposes and a server bundle renders', () => {
  it('exposes each module once, under its name in contracts, from src/', () => {
    const exposes = exposedPages('mfe-admin', adminPages());
    expect(exposes['./blog-form-page']).toBe('./src/pages/blog-form-page.tsx');
    const contractModules = new Set(routeModules.map(([, id]) => id).filter((id) => id.startsWith('mfe_admin/')));
    expect(Object.keys(exposes).map((name) => `mfe_admin/${name.slice(2)}`)).toEqual([...contractModules]);
  });

  it('refuses to expose a list that disagrees with contracts', () => {
    const { adminUsers: _, ...pages } = adminPages();
    expect(() => exposedPages('mfe-admin', pages)).toThrow(/route adminUsers \(mfe_admin\/users-page\) is not in/);
  });

  it('renders on the server the public pages marked for a first screen, at their routes', () => {
    const pages: RemotePages = {
      home: page('./home.tsx', true),
      blog: page('./blog.tsx'),
      blogs: page('./blogs.tsx', true),
    };
    const rendered = firstScreenPages('mfe-listings', pages);
    expect([...rendered].map(([exposed, { route }]) => [exposed, route])).toEqual([
      ['home-page', 'home'],
      ['blogs-page', 'blogs'],
    ]);
  });
});

describe('loaderProblems', () => {
  it('names a page whose load imports another file than it names', async () => {
    const pages: RemotePages = { home: page('./home.tsx'), blogs: page('./blogs.tsx') };
    const files: Record<string, unknown> = { './home.tsx': { default: Page }, './blogs.tsx': { default: OtherPage } };
    expect(await loaderProblems(pages, async (file) => files[file])).toEqual([
      'blogs: load() does not import ./blogs.tsx',
    ]);
  });
});
