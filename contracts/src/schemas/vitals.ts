import { z } from 'zod';
import { languages } from '../i18n.ts';
import { remoteNames } from '../remotes.ts';
import {
  ERROR_MESSAGE_MAX_LENGTH,
  ERRORS_PER_REPORT,
  routeKinds,
  SHELL_SOURCE,
  vitalNames,
} from '../visitor-reports.ts';
import { singleLineText } from './common.ts';

const routeKind = z.enum(routeKinds, { error: 'validation.invalid' });

/** LCP and INP in milliseconds (at most ten minutes), CLS unitless (a page shifting its whole self ten times over). */
const vital = z
  .object({
    name: z.enum(vitalNames, { error: 'validation.invalid' }),
    value: z.number({ error: 'validation.invalid' }).min(0).max(600_000),
  })
  .strict()
  .refine((entry) => entry.name !== 'CLS' || entry.value <= 10, { error: 'validation.invalid' });

const browserError = z
  .object({
    message: singleLineText({ error: 'validation.invalid' }).max(ERROR_MESSAGE_MAX_LENGTH, {
      error: 'validation.tooLong',
    }),
    /** The remote whose file threw (or `shell`), and its release as the shell registered it. */
    remote: z.enum([...remoteNames, SHELL_SOURCE], { error: 'validation.invalid' }),
    release: singleLineText({ error: 'validation.invalid' }).max(40, { error: 'validation.tooLong' }),
  })
  .strict();

/**
 * One page view's report (the shell's `navigator.sendBeacon`, POST /vitals): the route's kind and
 * language, never its address; each vital measured there at most once; the errors it saw.
 */
export const vitalsReport = z
  .object({
    routeKind,
    lang: z.enum(languages, { error: 'validation.invalid' }),
    vitals: z.array(vital).max(vitalNames.length),
    errors: z.array(browserError).max(ERRORS_PER_REPORT),
  })
  .strict()
  .refine((report) => new Set(report.vitals.map((v) => v.name)).size === report.vitals.length, {
    error: 'validation.invalid',
  });
export type VitalsReport = z.infer<typeof vitalsReport>;

const p75 = z.number().nullable();

/** The back office's view of the last day: p75 per route kind, and errors per remote release. */
export const visitorExperience = z.object({
  since: z.string(),
  routes: z.array(
    z.object({
      routeKind: z.string(),
      lcpMs: p75,
      inpMs: p75,
      cls: p75,
      samples: z.number().int(),
    }),
  ),
  errors: z.array(z.object({ remote: z.string(), release: z.string(), count: z.number().int() })),
});
export type VisitorExperience = z.infer<typeof visitorExperience>;
