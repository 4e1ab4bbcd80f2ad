import type { Locator, Page } from '@playwright/test';

/**
 * Which way the arrow drawn on a button points, read from its pixels: the light glyph on a dark
 * button. A chevron's tip is its narrow end, so the half of the glyph with the smaller vertical
 * spread is the side it points to. Reads what a visitor sees, whatever draws it (a text glyph the
 * browser mirrors in right-to-left text, an icon, a CSS transform).
 */
export async function arrowDirection(page: Page, button: Locator): Promise<'left' | 'right'> {
  // Still (no fade under way) and over an empty backdrop: a bright photo behind the translucent
  // button would count as the arrow's pixels.
  const png = (
    await button.screenshot({ animations: 'disabled', style: 'dialog img { visibility: hidden; }' })
  ).toString('base64');
  // Decoded in a blank page of its own: the site's CSP rightly refuses data: URLs.
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(decodeDirection, png);
  } finally {
    await scratch.close();
  }
}

async function decodeDirection(data: string): Promise<'left' | 'right'> {
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  const { data: pixels, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const lit: { x: number; y: number }[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if ((pixels[at] ?? 0) + (pixels[at + 1] ?? 0) + (pixels[at + 2] ?? 0) > 600) lit.push({ x, y });
    }
  }
  if (lit.length === 0) throw new Error('no light pixels on the button');
  const xs = lit.map((point) => point.x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const spread = (points: { y: number }[]) =>
    points.length ? Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y)) : 0;
  const left = spread(lit.filter((point) => point.x < middle));
  const right = spread(lit.filter((point) => point.x > middle));
  return left < right ? 'left' : 'right';
}
