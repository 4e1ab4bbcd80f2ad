declare module 'subset-font' {
  /** https://github.com/papandreou/subset-font: the font (any format) cut down to the glyphs `text` needs. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  /** https://github.com/papandreou/fontverter: a font converted between sfnt, woff and woff2. */
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
