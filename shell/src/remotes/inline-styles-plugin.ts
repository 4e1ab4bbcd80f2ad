import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A first screen carries its style sheets in the page (bff page-preloads.ts): `<style data-href>`, with
 * the sheet's name in its build. Rspack's CSS loader knows that mark; the MF runtime, which links a
 * remote page's and its shared modules' style sheets itself, does not, and would fetch and apply each
 * a second time. For a sheet already in the page this plugin gives the runtime an empty link instead.
 * The runtime attaches whatever link it is given and waits for its `load` (MF sdk `createLink`): the
 * empty link reports loaded once the runtime has started waiting, and leaves. A sheet's name carries
 * a hash of its content, so one named the same in another build holds the same rules.
 */
export function inlineStylesPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  return {
    name: 'qd-inline-styles',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet' || !inPage(doc, url)) return undefined;
      const link = doc.createElement('link');
      queueMicrotask(() => {
        link.dispatchEvent(new Event('load'));
        link.remove();
      });
      return link;
    },
  };
}

function inPage(doc: Document, url: string): boolean {
  const { pathname } = new URL(url, doc.baseURI);
  return [...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')].some((style) =>
    pathname.endsWith(`/${style.dataset.href}`),
  );
}
