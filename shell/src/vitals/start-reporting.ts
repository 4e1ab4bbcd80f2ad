import { currentLang } from 'platform/i18n';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { routeKindOf, startPageViewReport } from './page-view-report.ts';

/** This page view's report, with web-vitals' observers (this chunk loads only for a sampled page view). */
export function startReporting() {
  startPageViewReport({
    observe: { LCP: onLCP, INP: onINP, CLS: onCLS },
    routeKind: routeKindOf(window.location.pathname),
    lang: () => currentLang(),
  });
}
