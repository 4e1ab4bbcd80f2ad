import { createLink as runtimeCreateLink } from '@module-federation/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStylesPlugin } from './inline-styles-plugin.ts';

type LinkArgs = { url: string; attrs?: Record<string, string> };
const createLinkHook = inlineStylesPlugin().createLink as (args: LinkArgs) => HTMLLinkElement | undefined;
const sheet = (name: string) => `http://127.0.0.1:3000/remotes/mfe-listings/static/css/async/${name}`;

/** The MF runtime's own link loading (what it does with a remote's style sheets), with the plugin as its hook. */
function loadSheet(url: string): Promise<'loaded' | Error> {
  return new Promise((resolve) => {
    const { link, needAttach } = runtimeCreateLink({
      url,
      attrs: { rel: 'stylesheet', type: 'text/css' },
      needDeleteLink: false,
      cb: () => resolve('loaded'),
      onErrorCallback: (error) => resolve(error),
      createLinkHook: (hookUrl, attrs) => createLinkHook({ url: hookUrl, attrs }),
    });
    if (needAttach) document.head.appendChild(link);
  });
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('inlineStylesPlugin', () => {
  it('has the MF runtime take a style sheet already in the page as loaded, without fetching it again', async () => {
    document.head.innerHTML = '<style data-href="static/css/async/listing-kit.16b6.css">.card{}</style>';
    expect(await loadSheet(sheet('listing-kit.16b6.css'))).toBe('loaded');
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });

  it('leaves other style sheets, and preloads, to the runtime', () => {
    document.head.innerHTML = '<style data-href="static/css/async/listing-kit.16b6.css">.card{}</style>';
    expect(createLinkHook({ url: sheet('form-kit.c0b3.css'), attrs: { rel: 'stylesheet' } })).toBeUndefined();
    expect(createLinkHook({ url: sheet('listing-kit.16b6.css'), attrs: { rel: 'preload', as: 'style' } })).toBe(
      undefined,
    );
    // A name that merely ends the same is another sheet.
    expect(createLinkHook({ url: sheet('x-listing-kit.16b6.css'), attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});
