import type { RemoteName } from 'contracts/remotes';
import type { VitalsReport } from 'contracts/schemas/vitals';
import { SHELL_SOURCE } from 'contracts/visitor-reports';
import { Counter, Histogram, type Registry } from 'prom-client';

/** What the BFF records of each accepted report, for Prometheus. */
export type VisitorMetrics = { record(report: VitalsReport): void };

// Around the "good" and "poor" thresholds of each vital (web.dev): LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25.
const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10];
const INP_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/**
 * The visitors' vitals as histograms by kind of page and language (`web_vitals_lcp_seconds`,
 * `web_vitals_inp_seconds`, `web_vitals_cls`) and their uncaught errors by remote release
 * (`browser_errors_total`), registered in `registry`. Labels take only the report's validated
 * values (route kinds, languages, remotes), and a release only as `releaseOf` names it (the live or
 * rollout release, else `other`): a forged report adds no series.
 */
export function registerVisitorMetrics(
  registry: Registry,
  releaseOf: (remote: RemoteName, release: string) => string,
): VisitorMetrics {
  const labelNames = ['route_kind', 'lang'] as const;
  const histogram = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers: [registry] });
  const vitals = {
    LCP: {
      histogram: histogram('web_vitals_lcp_seconds', "Visitors' Largest Contentful Paint", LCP_BUCKETS),
      scale: 1 / 1000,
    },
    INP: {
      histogram: histogram('web_vitals_inp_seconds', "Visitors' Interaction to Next Paint", INP_BUCKETS),
      scale: 1 / 1000,
    },
    CLS: { histogram: histogram('web_vitals_cls', "Visitors' Cumulative Layout Shift", CLS_BUCKETS), scale: 1 },
  };
  const errors = new Counter({
    name: 'browser_errors_total',
    help: 'Uncaught errors in visitors’ browsers, by the remote release whose code threw',
    labelNames: ['remote', 'release'],
    registers: [registry],
  });
  return {
    record(report) {
      const labels = { route_kind: report.routeKind, lang: report.lang };
      for (const { name, value } of report.vitals) vitals[name].histogram.observe(labels, value * vitals[name].scale);
      for (const { remote, release } of report.errors)
        errors.inc({ remote, release: remote === SHELL_SOURCE ? SHELL_SOURCE : releaseOf(remote, release) });
    },
  };
}
