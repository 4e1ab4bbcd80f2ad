// @vitest-environment happy-dom
import { CONTENT_FONTS_PENDING } from 'contracts/first-screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTER, LEAD_PHOTO_PATIENCE_MS, START_PATIENCE_MS } from './app-starter.ts';

/** A browser's paint entries as the starter observes them: the test says when the first contentful paint is reported. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePerformanceObserver[] = [];
  private readonly callback: (list: { getEntriesByName: (name: string) => object[] }) => void;
  constructor(callback: (list: { getEntriesByName: (name: string) => object[] }) => void) {
    this.callback = callback;
  }
  observe() {
    FakePerformanceObserver.observers.push(this);
  }
  disconnect() {
    FakePerformanceObserver.observers = FakePerformanceObserver.observers.filter((observer) => observer !== this);
  }
  static reportFirstContentfulPaint() {
    for (const observer of [...FakePerformanceObserver.observers]) {
      observer.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
  }
}

/** The entry scripts the starter added to the page (kept off the document: happy-dom would fetch them). */
let entries: string[] = [];
/** What the preloads held back until the first paint asked for, once put in the head. */
let fetched: string[] = [];

/**
 * The page as the BFF writes it, then the starter run as its inline script (a page before it, its
 * timers and its entries, gone). `leadLoading`: the lead photo has not arrived yet.
 */
function startPage({
  root,
  fontsLoad,
  leadLoading = false,
  held = '',
}: {
  root: string;
  /** Preloads the page holds in its template until it has painted. */
  held?: string;
  fontsLoad?: () => Promise<unknown>;
  leadLoading?: boolean;
}) {
  vi.clearAllTimers();
  vi.restoreAllMocks();
  FakePerformanceObserver.observers = [];
  entries = [];
  fetched = [];
  document.head.innerHTML = held ? `<template data-after-first-paint>${held}</template>` : '';
  document.body.innerHTML = `<div id="root" inert data-first-screen>${root}</div>`;
  const lead = document.querySelector('img');
  if (lead) Object.defineProperty(lead, 'complete', { value: !leadLoading });
  const starter = document.createElement('script');
  starter.setAttribute('data-entry', '/static/js/index.abc.js');
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(starter);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) entries.push(node.getAttribute('src') ?? '');
    if (node instanceof DocumentFragment) {
      for (const link of node.querySelectorAll('link')) fetched.push(link.getAttribute('href') ?? '');
      node.replaceChildren(); // moved into the head, as a browser moves them
    }
    return node;
  });
  Object.defineProperty(document, 'fonts', { value: fontsLoad ? { load: fontsLoad } : undefined, configurable: true });
  new Function(APP_STARTER)();
}

/** Past the frame the starter waits for, and the task it queues from it. */
const aFrameLater = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app starter behind a first screen', () => {
  it('runs the entry once the first contentful paint is reported, a frame later, and only once', async () => {
    startPage({ root: '<main><h1>Restaurants</h1></main>' });
    await aFrameLater();
    expect(entries).toEqual([]);
    FakePerformanceObserver.reportFirstContentfulPaint();
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);
    FakePerformanceObserver.reportFirstContentfulPaint();
    await vi.advanceTimersByTimeAsync(START_PATIENCE_MS);
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });

  it("asks for the page's code and data once it has painted, without waiting for the lead photo", async () => {
    const held = '<link rel="preload" href="/static/js/async/a.js" as="script" fetchpriority="low">';
    startPage({ root: '<img fetchpriority="high" src="/media/a/800.webp" alt="">', leadLoading: true, held });
    await aFrameLater();
    expect(fetched).toEqual([]);
    FakePerformanceObserver.reportFirstContentfulPaint();
    expect(fetched).toEqual(['/static/js/async/a.js']);
    expect(entries).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);
    expect(fetched).toEqual(['/static/js/async/a.js']);
  });

  it('asks for them when it starts the app anyway, a paint never reported', async () => {
    const held = '<link rel="preload" href="/static/js/async/a.js" as="script" fetchpriority="low">';
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', () => 0); // a page in a background tab: no frames either
    startPage({ root: '<main></main>', held });
    await vi.advanceTimersByTimeAsync(START_PATIENCE_MS + 100);
    expect(fetched).toEqual(['/static/js/async/a.js']);
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });

  it('waits for the lead photo to load, or for its patience to end', async () => {
    startPage({ root: '<img fetchpriority="high" src="/media/a/800.webp" alt="">', leadLoading: true });
    FakePerformanceObserver.reportFirstContentfulPaint();
    await aFrameLater();
    expect(entries).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);

    startPage({ root: '<img fetchpriority="high" src="/media/b/800.webp" alt="">', leadLoading: true });
    FakePerformanceObserver.reportFirstContentfulPaint();
    await vi.advanceTimersByTimeAsync(LEAD_PHOTO_PATIENCE_MS - 100);
    expect(entries).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });

  it('starts the app anyway when no paint is ever reported', async () => {
    startPage({ root: '<main></main>' });
    await vi.advanceTimersByTimeAsync(START_PATIENCE_MS - 100);
    expect(entries).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });

  it('goes by frames in a browser that reports no paints, or throws on observing them', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    startPage({ root: '<main></main>' });
    await aFrameLater();
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);

    class OldObserver extends FakePerformanceObserver {
      override observe(): void {
        throw new TypeError('entryTypes is required');
      }
    }
    vi.stubGlobal('PerformanceObserver', OldObserver);
    startPage({ root: '<main></main>' });
    await aFrameLater();
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });
});

describe('a first screen waiting for its fonts', () => {
  const pending = (value: string) => `<div ${CONTENT_FONTS_PENDING}='${value}'><main><h1>المطاعم</h1></main></div>`;
  const arabic = JSON.stringify({ faces: ['400 1em "Noto Sans Arabic Subset"'], sample: 'عربي' });
  const stillHidden = () => document.querySelector(`[${CONTENT_FONTS_PENDING}]`) !== null;

  it('is shown once the faces it names are loaded', async () => {
    let loaded: (value: unknown) => void = () => {};
    const load = vi.fn(() => new Promise((resolve) => (loaded = resolve)));
    startPage({ root: pending(arabic), fontsLoad: load });
    expect(load).toHaveBeenCalledWith('400 1em "Noto Sans Arabic Subset"', 'عربي');
    await vi.advanceTimersByTimeAsync(0);
    expect(stillHidden()).toBe(true);
    loaded([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(stillHidden()).toBe(false);
  });

  it('is shown when a font fails, or the mark cannot be read; the app starts all the same', async () => {
    startPage({ root: pending(arabic), fontsLoad: () => Promise.reject(new Error('network')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(stillHidden()).toBe(false);

    startPage({ root: pending('{not json'), fontsLoad: () => Promise.resolve([]) });
    expect(stillHidden()).toBe(false);
    FakePerformanceObserver.reportFirstContentfulPaint();
    await aFrameLater();
    expect(entries).toEqual(['/static/js/index.abc.js']);
  });
});
