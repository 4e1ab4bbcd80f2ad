import { type ColorUse, contrastRatio, meetsAA, parseColor } from './contrast.ts';

/** A custom property declared on `:root` in tokens.css, with the comment that ends its line, if any. */
export type Token = { name: string; value: string; note?: string };

/**
 * Every custom property declared in the `:root` rules of a stylesheet's text, in order. The
 * foundations pages are drawn from this, so they show what the tokens hold, never a copy.
 */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  for (const [, body = ''] of css.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const [, name = '', value = '', note] of body.matchAll(
      /(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g,
    )) {
      tokens.push(note ? { name, value: value.trim(), note } : { name, value: value.trim() });
    }
  }
  return tokens;
}

/** The foundations pages, each showing the tokens whose name starts with its prefix. */
const foundations = {
  color: '--color-',
  font: '--font-',
  text: '--text-',
  space: '--space-',
  radius: '--radius-',
  shadow: '--shadow-',
  duration: '--duration-',
} as const;

export type Foundation = keyof typeof foundations;

/** The page a token belongs on; undefined for a kind of token no page shows yet. */
export function foundationOf(name: string): Foundation | undefined {
  return (Object.keys(foundations) as Foundation[]).find((page) => name.startsWith(foundations[page]));
}

/** The tokens of one page. */
export function tokensOf(tokens: readonly Token[], page: Foundation): Token[] {
  return tokens.filter((token) => foundationOf(token.name) === page);
}

/**
 * What a colour token's comment says of its use: `background`, or `text|ui|decorative on a, b`
 * naming the colour tokens (without `--color-`) it is drawn on.
 */
export type ColorRole = { kind: 'background' } | { kind: ColorUse; on: string[] } | { kind: 'unknown' };

export function colorRole(token: Token): ColorRole {
  const note = token.note?.trim() ?? '';
  if (note === 'background') return { kind: 'background' };
  const use = /^(text|ui|decorative) on (.+)$/.exec(note);
  if (!use) return { kind: 'unknown' };
  const [, kind, on = ''] = use;
  return { kind: kind as ColorUse, on: on.split(',').map((name) => name.trim()) };
}

/**
 * A colour token's contrast on the value of one of its backgrounds, and whether it meets AA for its
 * use; no ratio when either is not a plain colour.
 */
export function contrastOn(token: Token, background: string, use: ColorUse): { ratio?: number; pass: boolean } {
  const [color, on] = [parseColor(token.value), parseColor(background)];
  if (!color || !on) return { pass: false };
  const ratio = contrastRatio(color, on);
  return { ratio, pass: meetsAA(ratio, use) };
}

/** A CSS time (`450ms`, `0.45s`) in milliseconds; NaN if it is not one. */
export function milliseconds(value: string): number {
  const time = /^(\d*\.?\d+)(ms|s)$/.exec(value.trim());
  if (!time) return Number.NaN;
  return Number(time[1]) * (time[2] === 's' ? 1000 : 1);
}
