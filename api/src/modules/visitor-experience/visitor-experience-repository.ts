import type { VisitorExperience, VitalsReport } from 'contracts/schemas/vitals';
import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { browserErrors, webVitals } from '../../db/schema.ts';

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** What visitors' browsers reported: stored as they came, read back as the last day's p75s. */
export function createVisitorExperienceRepository(db: Db) {
  return {
    async store(report: VitalsReport, at: Date) {
      const { routeKind, lang } = report;
      await db.transaction(async (tx) => {
        if (report.vitals.length > 0)
          await tx
            .insert(webVitals)
            .values(report.vitals.map(({ name, value }) => ({ at, routeKind, lang, metric: name, value })));
        if (report.errors.length > 0)
          await tx.insert(browserErrors).values(report.errors.map((error) => ({ at, routeKind, ...error })));
      });
    },

    /** p75 of each vital per route kind since `since` (a kind with no sample of a vital: null). */
    async vitalsSince(since: Date): Promise<VisitorExperience['routes']> {
      type Row = { route_kind: string; lcp: unknown; inp: unknown; cls: unknown; samples: unknown };
      const p75 = (metric: string) =>
        sql`percentile_cont(0.75) within group (order by ${webVitals.value}) filter (where ${webVitals.metric} = ${metric})`;
      const result = await db.execute<Row>(sql`
        select ${webVitals.routeKind} as route_kind, ${p75('LCP')} as lcp, ${p75('INP')} as inp,
          ${p75('CLS')} as cls, count(*)::int as samples
        from ${webVitals}
        where ${gte(webVitals.at, since)}
        group by ${webVitals.routeKind}
        order by samples desc, route_kind asc`);
      return rowsOf<Row>(result).map((row) => ({
        routeKind: row.route_kind,
        lcpMs: orNull(row.lcp),
        inpMs: orNull(row.inp),
        cls: orNull(row.cls),
        samples: Number(row.samples),
      }));
    },

    /** Errors per remote release since `since`, the most first. */
    async errorsSince(since: Date): Promise<VisitorExperience['errors']> {
      const rows = await db
        .select({ remote: browserErrors.remote, release: browserErrors.release, count: sql<number>`count(*)::int` })
        .from(browserErrors)
        .where(gte(browserErrors.at, since))
        .groupBy(browserErrors.remote, browserErrors.release)
        .orderBy(sql`count(*) desc`, browserErrors.remote, browserErrors.release);
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Deletes rows older than `cutoff`; answers how many went. */
    async purgeBefore(cutoff: Date): Promise<number> {
      const vitals = await db.delete(webVitals).where(lt(webVitals.at, cutoff)).returning({ id: webVitals.id });
      const errors = await db
        .delete(browserErrors)
        .where(lt(browserErrors.at, cutoff))
        .returning({ id: browserErrors.id });
      return vitals.length + errors.length;
    },
  };
}
