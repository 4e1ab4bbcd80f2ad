/**
 * Where an uploaded video's container ends, as the container itself says. A video is stored as it came
 * (players need its own bytes), so bytes appended after the container (an HTML page, a script) would
 * be stored and served with it: only the container's own bytes are kept. Where the container does not
 * say where it ends, the video is refused rather than stored whole, as nothing then tells its bytes
 * from appended ones.
 */

/**
 * An ISO base media file (MP4): top-level boxes, each a 32-bit size and a four-character type, one
 * after the other to the file's end; the first bytes that are no whole box end it. Bytes appended as
 * a whole box of their own (a `free` box holding a page) are the file's as far as any reader can
 * tell: they are kept, and served as video/mp4 with the rest.
 */
function mp4Length(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let sawMovie = false;
  while (offset + 8 <= bytes.byteLength) {
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    // Every box type is four printable characters: anything else is not a box of this file.
    if (!/^[\x20-\x7e]{4}$/.test(type)) break;
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.byteLength) break;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": the one box whose end the file does not state.
      return undefined;
    }
    // Too small to hold its own header, or longer than what came: not a box of this file.
    if (size < header || offset + size > bytes.byteLength) break;
    if (offset === 0 && type !== 'ftyp') return undefined;
    if (type === 'moov') sawMovie = true;
    offset += size;
  }
  // Without its movie box (the tracks' description) a file plays nothing: it was cut short, or it is no MP4.
  return sawMovie ? offset : undefined;
}

/** An EBML variable-length integer at `offset`: its value, its length, and whether it says "unknown". */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.byteLength) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const VOID = 0xec;

/**
 * A WebM (Matroska) file: the EBML header, then the Segment, whose size element says how long it is.
 * A Segment of unknown size (as a live recording writes it) ends only where the bytes stop.
 */
function webmLength(bytes: Uint8Array): number | undefined {
  let offset = 0;
  let sawHeader = false;
  while (offset < bytes.byteLength) {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length, false);
    if (!id || !size || size.unknown) return undefined;
    const end = offset + id.length + size.length + size.value;
    if (end > bytes.byteLength) return undefined;
    if (!sawHeader) {
      if (id.value !== EBML_HEADER) return undefined;
      sawHeader = true;
    } else if (id.value === SEGMENT) {
      return end;
    } else if (id.value !== VOID) {
      return undefined;
    }
    offset = end;
  }
  return undefined;
}

/**
 * The container's own bytes of an MP4 or WebM upload (`mimeType` as sniffed), or undefined when the
 * container does not say where it ends (or says it ends past the bytes that came).
 */
export function videoContainerBytes<T extends Uint8Array>(bytes: T, mimeType: string): T | undefined {
  const length =
    mimeType === 'video/mp4' ? mp4Length(bytes) : mimeType === 'video/webm' ? webmLength(bytes) : undefined;
  return length === undefined || length === 0 ? undefined : (bytes.subarray(0, length) as T);
}
