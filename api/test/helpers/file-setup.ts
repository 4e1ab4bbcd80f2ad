/** Runs in each test file's process: where the run's database templates are (`global-setup.ts`). */
import { inject } from 'vitest';
import { TEMPLATES_ENV } from './template-location.ts';

process.env[TEMPLATES_ENV] = inject('databaseTemplates');
