/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * Reads the colour notations the tokens use: `#rgb`, `#rrggbb` and `rgb(r g b)` / `rgb(r, g, b)`
 * (an alpha part is ignored: contrast is only computed for opaque colours). Undefined for anything else.
 */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** What a colour is used for on its backgrounds, which sets the ratio WCAG AA asks of it. */
export type ColorUse = 'text' | 'ui' | 'decorative';

/**
 * The AA minimum for a use: body text 4.5 (1.4.3), the boundaries and states of controls and
 * focus rings 3 (1.4.11), decoration none.
 */
const aaMinimum: Record<ColorUse, number> = { text: 4.5, ui: 3, decorative: 1 };

/**
 * Whether a ratio meets AA for a use. Compared at two decimals, as checkers display it, so a pair
 * shown as 4.50 never reads "fail".
 */
export function meetsAA(ratio: number, use: ColorUse): boolean {
  return Math.round(ratio * 100) / 100 >= aaMinimum[use];
}
