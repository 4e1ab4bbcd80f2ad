import { describe, expect, it, vi } from 'vitest';
import { rememberReleases } from '../remotes/failure-report.ts';
import { cleanMessage, routeKindOf, startPageViewReport } from './page-view-report.ts';
import { isSampled, sampleRate } from './sampling.ts';

type Report = (metric: { value: number }) => void;

/** A page view with web-vitals' observers under the test's hand, and the beacons it sent. */
function pageView(pathname = '/restaurant/souq-grill/0b7c1a52-8f0e-4c7e-9a55-4b1f7f1e2d3c') {
  const observers: Partial<Record<'LCP' | 'INP' | 'CLS', Report>> = {};
  const sendBeacon = vi.fn((_url: string, _data: string) => true);
  const win = new EventTarget() as unknown as Window;
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  Object.defineProperty(win, 'document', { value: doc });
  startPageViewReport({
    observe: {
      LCP: (report) => (observers.LCP = report),
      INP: (report) => (observers.INP = report),
      CLS: (report) => (observers.CLS = report),
    },
    routeKind: routeKindOf(pathname),
    lang: () => 'ar',
    sendBeacon,
    target: win,
  });
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const leave = () => win.dispatchEvent(new Event('pagehide'));
  const sent = () => sendBeacon.mock.calls.map(([url, data]) => ({ url, report: JSON.parse(data) }));
  return { observers, win, hide, leave, sent };
}

describe("a page view's vitals report", () => {
  it('sends one beacon per page view, when hidden, with the route kind and language', () => {
    const view = pageView();
    view.observers.LCP?.({ value: 2100 });
    view.observers.CLS?.({ value: 0.01 });
    view.observers.CLS?.({ value: 0.04 });
    view.hide();
    view.leave();
    view.hide();
    expect(view.sent()).toEqual([
      {
        url: '/api/v1/vitals?lang=ar',
        report: {
          routeKind: 'restaurant',
          lang: 'ar',
          vitals: [
            { name: 'LCP', value: 2100 },
            { name: 'CLS', value: 0.04 },
          ],
          errors: [],
        },
      },
    ]);
  });

  it('sends on pagehide when the page was never hidden first, and nothing for a view with nothing measured', () => {
    const view = pageView('/blogs');
    view.observers.INP?.({ value: 96 });
    view.leave();
    expect(view.sent()).toHaveLength(1);
    const empty = pageView();
    empty.leave();
    expect(empty.sent()).toEqual([]);
  });

  it('sends no address, query or id: the kind of page only', () => {
    const view = pageView('/restaurant/souq-grill/0b7c1a52-8f0e-4c7e-9a55-4b1f7f1e2d3c');
    view.observers.LCP?.({ value: 1000 });
    const error = new Error('failed at https://site.qa/restaurant/souq-grill/0b7c1a52?email=ali@example.qa#x');
    error.stack = `Error\n    at load (https://site.qa/releases/mfe-listings/0.1.0-0123456789/static/js/page.js?v=1:1:2)`;
    view.win.dispatchEvent(Object.assign(new Event('error'), { error, filename: '', message: error.message }));
    view.leave();
    const [beacon] = view.sent();
    const text = `${beacon?.url} ${JSON.stringify(beacon?.report)}`;
    expect(text).not.toMatch(/\?email|souq-grill|0b7c1a52|example\.qa|site\.qa/);
    expect(beacon?.report.routeKind).toBe('restaurant');
    expect(routeKindOf('/no/such/page')).toBe('unknown');
  });

  it("names the remote release whose file threw, as the shell registered it, and the shell's own errors", () => {
    rememberReleases([
      { name: 'mfe_listings', entry: 'http://site/releases/mfe-listings/0.1.0-0123456789/mf-manifest.json' },
    ]);
    const view = pageView('/');
    const fromRemote = new TypeError('x is undefined');
    fromRemote.stack =
      'TypeError: x is undefined\n    at f (http://site/releases/mfe-listings/0.1.0-0123456789/static/js/a.js:1:2)';
    view.win.dispatchEvent(Object.assign(new Event('error'), { error: fromRemote, filename: '' }));
    view.win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'quota exceeded' }));
    view.leave();
    expect(view.sent()[0]?.report.errors).toEqual([
      { message: 'TypeError: x is undefined', remote: 'mfe-listings', release: '0.1.0-0123456789' },
      { message: 'quota exceeded', remote: 'shell', release: 'shell' },
    ]);
  });

  it('cuts a message to 200 characters on one line', () => {
    expect(cleanMessage(new Error(`a\nb${'x'.repeat(300)}`))).toHaveLength(200);
    expect(cleanMessage(new Error('a\nb'))).toBe('Error: a b');
    expect(cleanMessage(new Error('no account for ali@example.qa'))).toBe('Error: no account for (email)');
    // Paths, queries, ids and tokens a message may quote stay in the browser.
    expect(cleanMessage(new Error('no page at /reset-password/Zq8xK2mP9vLr4TnW1sYc'))).toBe('Error: no page at (path)');
    expect(cleanMessage(new Error('bad ?q=ali&page=2'))).toBe('Error: bad (query)');
    expect(cleanMessage(new Error('no record 8afad9de-07d5-49af-bb91-5de66192150a'))).toBe('Error: no record (id)');
    expect(cleanMessage(new Error('code 493021 refused, token Zq8xK2mP9vLr4TnW1sYc'))).toBe(
      'Error: code (token) refused, token (token)',
    );
    expect(cleanMessage(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      "TypeError: Cannot read properties of undefined (reading 'map')",
    );
  });
});

describe('sampling', () => {
  it('reads the rate the BFF wrote into the page, none without it', () => {
    document.head.innerHTML = '<meta name="vitals-sample-rate" content="0.1" />';
    expect(sampleRate()).toBe(0.1);
    document.head.innerHTML = '';
    expect(sampleRate()).toBe(0);
  });

  it('reports a page view when its draw falls under the rate', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.5)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });
});
