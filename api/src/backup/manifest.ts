/**
 * `manifest.json`, written last into a backup folder: what the backup holds and how to check it.
 * A folder without it is a backup that never finished.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { schemaVersionSchema } from './schema-version.ts';

const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

/** A name PostgreSQL takes unquoted: table names are put into statements, so nothing else is taken. */
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'not a table name');

/** A path inside the backup folder: relative, forward slashes, never climbing out. */
const backupPath = z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[\w./-]+$/, 'not a path inside the backup folder');

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256');

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  /** The schema the database was at: restore refuses one newer than its own code's migrations. */
  schema: schemaVersionSchema,
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    /** The server's PostgreSQL version (PGlite's own for the embedded database). */
    serverVersion: z.string(),
    /** The dump's file: `pg_dump --format=custom`, or PGlite's data folder as a gzipped tarball. */
    file: backupPath,
  }),
  /** The versions of what made the backup. */
  packages: z.record(z.string(), z.string()),
  rowCounts: z.record(tableName, z.number().int().nonnegative()),
  media: z.object({
    /** Where the files came from: a folder or `s3://bucket/prefix` (a restore puts them into its own store). */
    source: z.string(),
    /** Each stored file as `<media id>/<file>`, with the content type it is stored with. */
    files: z.record(backupPath, z.object({ contentType: z.string() })),
  }),
  /** A SHA-256 of every other file in the backup folder, by its path there. */
  sha256: z.record(backupPath, sha256),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A file's SHA-256, read as a stream (a dump may be large). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function writeManifest(folder: string, manifest: Manifest) {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The backup is not one this code can read: no manifest, or one that does not parse. */
class UnreadableBackupError extends Error {}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new UnreadableBackupError(`${file} is missing: not a backup, or one that never finished`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new UnreadableBackupError(`${file} is not a manifest this version reads: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** A file is missing or its bytes are not those the manifest names. */
export class ChecksumMismatchError extends Error {}

/** Every file the manifest lists, checked against its SHA-256: nothing is restored from a damaged backup. */
export async function verifyChecksums(folder: string, manifest: Manifest) {
  const wrong: string[] = [];
  for (const [name, expected] of Object.entries(manifest.sha256)) {
    const actual = await sha256Of(path.join(folder, name)).catch(() => 'missing');
    if (actual !== expected) wrong.push(actual === 'missing' ? `${name} (missing)` : name);
  }
  const unlisted = [manifest.database.file, ...Object.keys(manifest.media.files).map(mediaPath)].filter(
    (name) => !(name in manifest.sha256),
  );
  if (wrong.length > 0 || unlisted.length > 0) {
    const parts = [
      wrong.length > 0 ? `these files do not match their SHA-256: ${wrong.join(', ')}` : '',
      unlisted.length > 0 ? `these files have no SHA-256: ${unlisted.join(', ')}` : '',
    ].filter(Boolean);
    throw new ChecksumMismatchError(`the backup in ${folder} is damaged, nothing was restored: ${parts.join('; ')}`);
  }
}

/** Where a media file is kept inside the backup folder. */
export const mediaPath = (key: string) => `media/${key}`;
