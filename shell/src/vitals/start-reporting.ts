import { currentLang } from 'platform/i18n';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { routeKindOf, startPageViewReport } from './page-view-report.ts';

// Every change as it comes: the report keeps the latest of each and sends them as the page is hidden,
// without waiting for web-vitals' own final report (LCP's comes in an idle callback, after the beacon).
const everyChange = { reportAllChanges: true };

/** This page view's report, with web-vitals' observers (this chunk loads only for a sampled page view). */
export function startReporting() {
  startPageViewReport({
    observe: {
      LCP: (report) => onLCP(report, everyChange),
      INP: (report) => onINP(report, everyChange),
      CLS: (report) => onCLS(report, everyChange),
    },
    routeKind: routeKindOf(window.location.pathname),
    lang: () => currentLang(),
  });
}
