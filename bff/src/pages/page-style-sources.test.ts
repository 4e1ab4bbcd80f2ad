import { createHash } from 'node:crypto';
import { pageMeta } from 'contracts/page-meta';
import { describe, expect, it } from 'vitest';
import { renderShellHtml } from './html-template.ts';
import { pageStyleSources } from './page-style-sources.ts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pageStyleSources', () => {
  it("hashes the head's style elements (the loader's, the no-script rule, a first screen's sheets), not the body's or a script's", () => {
    const loader = '\n      body { margin: 0; }\n    ';
    const sheet = '.card{color:#8a1538}';
    const html = renderShellHtml(
      `<html><head><style>${loader}</style><script type="application/ld+json">{"x":"<style>a{}</style>"}</script></head><body><div id="root"></div></body></html>`,
      pageMeta({ pathname: '/', lang: 'en', siteUrl: 'http://localhost' }),
      [`<style data-href="static/css/async/home.css">${sheet}</style>`],
      '<main><style>.from-content{}</style>first screen</main>',
    );
    const sources = pageStyleSources({ html });
    expect(sources).toContain(source(loader));
    expect(sources).toContain(source(sheet));
    expect(sources).toContain(source('.boot-loader { display: none; }'));
    expect(sources).not.toContain(source('.from-content{}'));
    expect(sources).not.toContain(source('a{}'));
    expect(sources).toHaveLength(3);
  });

  it('hashes a style as the browser does, its CR and CRLF line ends read as LF', () => {
    const html = '<html><head><style>a {\r\n  color: red;\r}\n</style></head><body></body></html>';
    expect(pageStyleSources({ html })).toEqual([source('a {\n  color: red;\n}\n')]);
  });
});
