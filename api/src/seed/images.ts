import sharp from 'sharp';

/**
 * Seed pictures drawn by code (no internet here): a warm gradient with a motif for
 * the kind of place, varied by a seed string so each listing looks its own.
 */
export type Motif = 'restaurant' | 'shop' | 'blog' | 'ad';

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const palettes = [
  ['#8a1538', '#e6b8a2'], // maroon of Qatar's flag, sand
  ['#0f4c5c', '#e36414'],
  ['#5f0f40', '#fb8b24'],
  ['#264653', '#e9c46a'],
  ['#6d597a', '#eaac8b'],
  ['#1d3557', '#a8dadc'],
  ['#7f5539', '#ede0d4'],
  ['#2a9d8f', '#f4a261'],
] as const;

function motif(kind: Motif, h: number): string {
  const x = 420 + (h % 360);
  const y = 360 + ((h >>> 8) % 180);
  switch (kind) {
    case 'restaurant':
      return `<circle cx="${x}" cy="${y}" r="230" fill="#fff" fill-opacity=".85"/>
        <circle cx="${x}" cy="${y}" r="160" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="14"/>
        <rect x="${x - 330}" y="${y - 170}" width="26" height="340" rx="13" fill="#fff" fill-opacity=".7"/>
        <rect x="${x + 304}" y="${y - 170}" width="26" height="340" rx="13" fill="#fff" fill-opacity=".7"/>`;
    case 'shop':
      return `<rect x="${x - 200}" y="${y - 140}" width="400" height="300" rx="18" fill="#fff" fill-opacity=".85"/>
        <rect x="${x - 30}" y="${y - 140}" width="60" height="300" fill="#000" fill-opacity=".15"/>
        <rect x="${x - 200}" y="${y - 20}" width="400" height="50" fill="#000" fill-opacity=".15"/>
        <circle cx="${x - 50}" cy="${y - 175}" r="45" fill="none" stroke="#fff" stroke-width="22"/>
        <circle cx="${x + 50}" cy="${y - 175}" r="45" fill="none" stroke="#fff" stroke-width="22"/>`;
    case 'blog':
      return `<path d="M0 ${y} Q 300 ${y - 160} 600 ${y} T 1200 ${y} V 900 H 0 Z" fill="#fff" fill-opacity=".25"/>
        <path d="M0 ${y + 120} Q 300 ${y - 40} 600 ${y + 120} T 1200 ${y + 120} V 900 H 0 Z" fill="#fff" fill-opacity=".3"/>`;
    case 'ad':
      return `<rect x="120" y="${y - 120}" width="960" height="240" rx="120" fill="#fff" fill-opacity=".8"/>`;
  }
}

/** A 1200×900 PNG for `seed`. */
export async function drawSeedImage(kind: Motif, seed: string): Promise<Buffer> {
  const h = hashOf(`${kind}:${seed}`);
  const [from, to] = palettes[h % palettes.length] ?? palettes[0];
  const angle = h % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
    <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="${(h >>> 4) % 1200}" cy="${(h >>> 12) % 900}" r="${180 + (h % 200)}" fill="#fff" fill-opacity=".08"/>
    ${motif(kind, h)}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
