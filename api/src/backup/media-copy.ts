/**
 * The media files' part of a backup: every stored file copied as it is into `media/<id>/<file>`.
 * A restore stages a folder store beside the live one (swapped in with the database), and writes
 * an S3 store's objects before the database and removes those the backup lacks after it.
 */
import { createWriteStream } from 'node:fs';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfFile, type MediaFiles } from '../modules/media/media-store.ts';
import { type Manifest, mediaPath, sha256Of } from './manifest.ts';

/** Where media files live: a folder (staged and swapped) or S3-compatible storage (written in place). */
export type MediaTarget = { files: MediaFiles; folder?: string };

/** Files without a row get no particular type: nothing serves them. */
const UNKNOWN_TYPE = 'application/octet-stream';

/** Copies every stored file into `backupDir/media`; returns each one's type and SHA-256. */
export async function copyMediaOut(files: MediaFiles, backupDir: string, mediaTypes: Map<string, string>) {
  const listed: Manifest['media']['files'] = {};
  const sha256: Record<string, string> = {};
  for (const key of await files.list()) {
    const [id = '', name = ''] = key.split('/');
    const stored = await files.read(id, name);
    if (!stored || !('body' in stored)) continue; // removed since it was listed
    const target = path.join(backupDir, mediaPath(key));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(stored.body, createWriteStream(target));
    const mimeType = mediaTypes.get(id);
    listed[key] = { contentType: mimeType ? contentTypeOfFile(name, mimeType) : UNKNOWN_TYPE };
    sha256[mediaPath(key)] = await sha256Of(target);
  }
  return { files: listed, sha256 };
}

/** A folder store: the backup's files into `staging`, a new folder to swap in. */
export async function stageMediaFolder(backupDir: string, staging: string, manifest: Manifest) {
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const key of Object.keys(manifest.media.files)) {
    await cp(path.join(backupDir, mediaPath(key)), path.join(staging, key));
  }
}

/** An S3 store: the backup's files written in place (a media id's files never change, so same keys, same bytes). */
export async function writeMediaObjects(files: MediaFiles, backupDir: string, manifest: Manifest) {
  const byId = new Map<string, { name: string; contentType: string }[]>();
  for (const [key, { contentType }] of Object.entries(manifest.media.files)) {
    const [id = '', name = ''] = key.split('/');
    byId.set(id, [...(byId.get(id) ?? []), { name, contentType }]);
  }
  // One media item's files in memory at a time.
  for (const [id, items] of byId) {
    const read = items.map(async ({ name, contentType }) => ({
      name,
      contentType,
      bytes: await readFile(path.join(backupDir, mediaPath(`${id}/${name}`))),
    }));
    await files.write(id, await Promise.all(read));
  }
}

/** An S3 store: the media items the backup does not hold removed, once the database no longer names them. */
export async function removeMediaObjectsNotIn(files: MediaFiles, manifest: Manifest) {
  const kept = new Set(Object.keys(manifest.media.files).map((key) => key.split('/')[0]));
  const stale = new Set((await files.list()).map((key) => key.split('/')[0] ?? '').filter((id) => !kept.has(id)));
  for (const id of stale) await files.remove(id);
}
