import { readFileSync } from 'node:fs';
import { SPINNER_GRACE_MS } from 'design-system/full-screen-loader';
import { expect, it } from 'vitest';

/**
 * index.html paints the full-screen loader before any style sheet has loaded, so its few inline styles
 * repeat design-system values as literals. They must stay the values React's loader then shows, or the
 * first paint jumps or changes colour when React replaces it.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const indexHtml = read('./index.html');
const tokens = read('../../design-system/src/tokens/tokens.css');
const spinnerCss = read('../../design-system/src/spinner/spinner.module.css');
const logoCss = read('../../design-system/src/logo/logo.module.css');
const loaderCss = read('../../design-system/src/full-screen-loader/full-screen-loader.module.css');

const token = (name: string) => tokens.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
/** The declarations of the first rule whose selector matches. */
const rule = (css: string, selector: RegExp) => css.match(new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
const declaration = (block: string, property: string) =>
  block.match(new RegExp(`(?:^|[;\\s{])${property}:\\s*([^;]+);`))?.[1]?.trim();
/** A design-system value with its custom properties replaced by the tokens' values. */
const resolved = (value: string | undefined) =>
  value?.replace(/var\(--([\w-]+)\)/g, (_whole, name: string) => token(name) ?? `missing ${name}`);

const staticLoader = rule(indexHtml, /\.boot-loader/);
const staticSpinner = rule(indexHtml, /\.boot-loader span/);
const staticMark = rule(indexHtml, /\.boot-loader svg/);

it('lays the static loader out as the design-system loader', () => {
  const loader = rule(loaderCss, /\.loader/);
  for (const property of ['min-block-size', 'display', 'place-items', 'align-content']) {
    expect(declaration(staticLoader, property), property).toBe(declaration(loader, property));
  }
  expect(declaration(staticLoader, 'gap')).toBe(resolved(declaration(loader, 'gap')));
});

it('draws the static ring as the design-system spinner', () => {
  const spinner = rule(spinnerCss, /\.spinner/);
  for (const property of ['inline-size', 'block-size', 'border', 'border-block-start-color']) {
    expect(declaration(staticSpinner, property), property).toBe(resolved(declaration(spinner, property)));
  }
  expect(declaration(spinner, 'animation')).toBe('spin 0.8s linear infinite');
});

it('shows and turns the static ring only after the grace the design-system loader gives', () => {
  const delayed = rule(spinnerCss, /\.delayed/);
  expect(declaration(delayed, 'visibility')).toBe('hidden');
  expect(declaration(staticSpinner, 'visibility')).toBe('hidden');
  const grace = `${SPINNER_GRACE_MS / 1000}s`;
  expect(declaration(staticSpinner, 'animation')).toBe(
    `boot-reveal 0s ${grace} forwards, boot-spin 0.8s linear ${grace} infinite`,
  );
  expect(indexHtml).toMatch(/@keyframes boot-reveal \{ to \{ visibility: visible; \} \}/);
});

it('draws the static mark at the large logo mark’s size and in the brand colour', () => {
  const large = rule(logoCss, /\.markLarge/);
  expect(declaration(staticMark, 'inline-size')).toBe(declaration(large, 'inline-size'));
  expect(declaration(staticMark, 'block-size')).toBe(declaration(large, 'block-size'));
  const circles = [...indexHtml.matchAll(/<circle [^>]*fill="([^"]+)"/g)].map(([, fill]) => fill);
  expect(circles).toEqual([token('color-brand'), token('color-on-brand')]);
});
