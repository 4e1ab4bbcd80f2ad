/**
 * Where the run's database templates are (`database-templates.ts`): told to each test file's process
 * through one variable. Kept apart from the code that makes them, so a file's set-up imports
 * nothing of the api (some files run in a browser-like environment).
 */
import type { seed } from '../../src/seed/seed.ts';

export type TemplateStage = 'migrated' | 'seeded';
/** Where one kind of database's templates are: a dump file (PGlite) or a database's name (PostgreSQL). */
type Templates = Record<TemplateStage, string> & { /** The seeded template's media files. */ media: string };
export type DatabaseTemplates = {
  pglite: Templates;
  postgres?: Templates;
  /** What the seed added (`startTestApi`'s `seeded`). */
  seeded: Awaited<ReturnType<typeof seed>>;
};

/** How a test process learns where the templates are (set in each test file's process by the set-up). */
export const TEMPLATES_ENV = 'QD_TEST_DATABASE_TEMPLATES';

/** The run's templates, or none (a bench, a file run without the global set-up). */
export function databaseTemplates(): DatabaseTemplates | undefined {
  const json = process.env[TEMPLATES_ENV];
  return json ? (JSON.parse(json) as DatabaseTemplates) : undefined;
}
