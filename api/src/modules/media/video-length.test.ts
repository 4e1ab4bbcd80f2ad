import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { videoContainerBytes } from './video-length.ts';

/** A WebM recorded by Chrome (the e2e journeys upload it as an ad's video): EBML header, then a sized Segment. */
const recorded = readFileSync(new URL('../../../../e2e/tests/fixtures/ad-video.webm', import.meta.url));
const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

function box(type: string, payload: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.byteLength);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** A box whose size is written in the 64-bit field (size 1), as a media data box over 4 GB must be. */
function largeBox(type: string, payload: Buffer) {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + payload.byteLength), 8);
  return Buffer.concat([header, payload]);
}

const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const mp4 = Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(64, 7))]);

describe('the bytes of a video container', () => {
  it('keeps a whole WebM as it is, and cuts what was appended after its Segment', () => {
    expect(videoContainerBytes(recorded, 'video/webm')).toEqual(recorded);
    expect(videoContainerBytes(Buffer.concat([recorded, html]), 'video/webm')).toEqual(recorded);
    expect(videoContainerBytes(Buffer.concat([recorded, Buffer.from([0x1a, 0x45])]), 'video/webm')).toEqual(recorded);
  });

  it('refuses a WebM whose Segment size is unknown, or runs past the bytes that came', () => {
    const unknown = Buffer.from(recorded);
    // The Segment's size (after the 36 bytes of header and its 4-byte id) as eight bytes of "unknown".
    expect(unknown.readUInt32BE(36)).toBe(0x18538067);
    unknown.fill(0xff, 41, 48);
    expect(videoContainerBytes(unknown, 'video/webm')).toBeUndefined();
    expect(videoContainerBytes(Buffer.concat([unknown, html]), 'video/webm')).toBeUndefined();
    expect(videoContainerBytes(recorded.subarray(0, recorded.byteLength - 1), 'video/webm')).toBeUndefined();
    expect(videoContainerBytes(recorded.subarray(0, 20), 'video/webm')).toBeUndefined();
  });

  it('steps over a Void element between the header and the Segment', () => {
    const header = recorded.subarray(0, 36);
    const segment = recorded.subarray(36);
    const padded = Buffer.concat([header, Buffer.from([0xec, 0x83, 0, 0, 0]), segment]);
    expect(videoContainerBytes(Buffer.concat([padded, html]), 'video/webm')).toEqual(padded);
  });

  it('keeps the top-level boxes of an MP4 and cuts what follows them', () => {
    expect(videoContainerBytes(mp4, 'video/mp4')).toEqual(mp4);
    expect(videoContainerBytes(Buffer.concat([mp4, html]), 'video/mp4')).toEqual(mp4);
    expect(videoContainerBytes(Buffer.concat([mp4, Buffer.from([0, 0, 0])]), 'video/mp4')).toEqual(mp4);
    const large = Buffer.concat([ftyp, box('moov', Buffer.alloc(8)), largeBox('mdat', Buffer.alloc(32, 1))]);
    expect(videoContainerBytes(Buffer.concat([large, html]), 'video/mp4')).toEqual(large);
    // A box of its own, appended whole, is the file's as much as any: kept, served as video/mp4.
    const free = Buffer.concat([mp4, box('free', html)]);
    expect(videoContainerBytes(free, 'video/mp4')).toEqual(free);
  });

  it('refuses an MP4 whose last box runs "to the end of the file", one without its movie box, or not starting with ftyp', () => {
    const toTheEnd = Buffer.concat([ftyp, box('moov', Buffer.alloc(8)), Buffer.from('000000006d646174', 'hex'), html]);
    expect(videoContainerBytes(toTheEnd, 'video/mp4')).toBeUndefined();
    expect(videoContainerBytes(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64))]), 'video/mp4')).toBeUndefined();
    expect(videoContainerBytes(Buffer.concat([box('moov', Buffer.alloc(8)), ftyp]), 'video/mp4')).toBeUndefined();
    expect(videoContainerBytes(Buffer.concat([ftyp, Buffer.from('00000004', 'hex')]), 'video/mp4')).toBeUndefined();
  });

  it('knows no other type', () => {
    expect(videoContainerBytes(mp4, 'video/quicktime')).toBeUndefined();
  });
});
