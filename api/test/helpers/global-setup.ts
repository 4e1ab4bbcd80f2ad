/**
 * Vitest's global set-up for the api's and the BFF's tests: the database templates are made once
 * for the run and removed after it; each test file's process learns where they are
 * (`file-setup.ts`).
 */
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: string;
  }
}

export default async function setup(project: TestProject) {
  const { templates, remove } = await makeDatabaseTemplates();
  project.provide('databaseTemplates', JSON.stringify(templates));
  return remove;
}
