import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { blogs, giftShops, restaurants } from '../../db/schema.ts';

/** What the back office edits with a version, moves to the trash and restores: listings and blog posts. */
export type TrashableTable = typeof restaurants | typeof giftShops | typeof blogs;

/** The queries every trashable table answers alike; `T` keeps each table's own row type. */
export function createTrashableRepository<T extends TrashableTable>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  // Every trashable table has these columns; one of them stands for all in the query builder's types.
  const t = table as typeof blogs;
  return {
    async findById(id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row as Row | undefined;
    },

    /** The row as it is before a write, locked until the write's transaction ends. */
    async lock(tx: Tx, id: string): Promise<Row | undefined> {
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },

    async insert(tx: Tx, values: T['$inferInsert']): Promise<Row> {
      const [row] = await tx
        .insert(t)
        .values(values as typeof blogs.$inferInsert)
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row as Row;
    },

    /** Every write moves the version on, so an edit opened before it is refused. */
    async update(tx: Tx, id: string, values: Partial<T['$inferInsert']>, at: Date): Promise<Row | undefined> {
      const [row] = await tx
        .update(t)
        .set({ ...(values as Partial<typeof blogs.$inferInsert>), version: sql`${t.version} + 1`, updatedAt: at })
        .where(eq(t.id, id))
        .returning();
      return row as Row | undefined;
    },

    /** Deletes the row for good (a purge); answers what it was, or nothing when it was gone. */
    async remove(tx: Tx, id: string): Promise<Row | undefined> {
      const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
      return row as Row | undefined;
    },

    /** Whether a row in the trash (other than `exceptId`) holds `slug`. */
    async slugInTrash(slug: string, exceptId?: string): Promise<boolean> {
      const [trashed] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.slug, slug), isNotNull(t.deletedAt), exceptId ? ne(t.id, exceptId) : undefined))
        .limit(1);
      return trashed !== undefined;
    },
  };
}
