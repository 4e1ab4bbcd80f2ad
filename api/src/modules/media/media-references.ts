import type { Lang } from 'contracts/i18n';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { fieldProblem } from '../../http/field-problem.ts';

/**
 * Refuses a write that names media no upload made, with every such field named (422 MEDIA_NOT_FOUND).
 * A gallery has no foreign key to catch it, and for the rest this names each field at once; the
 * database's foreign keys stay the safety net for a medium removed in between.
 */
export async function assertMediaExist(
  db: Db,
  lang: Lang,
  fields: Record<string, string | readonly string[] | null | undefined>,
): Promise<void> {
  const idsOf = (value: (typeof fields)[string]) => (typeof value === 'string' ? [value] : (value ?? []));
  const wanted = [...new Set(Object.values(fields).flatMap(idsOf))];
  if (wanted.length === 0) return;
  const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  const missing = Object.entries(fields).filter(([, value]) => idsOf(value).some((id) => !found.has(id)));
  if (missing.length === 0) return;
  throw fieldProblem(
    422,
    'MEDIA_NOT_FOUND',
    lang,
    missing.map(([field]) => ({ field, rule: 'validation.mediaNotFound' })),
  );
}
