import { createHash } from 'node:crypto';
import { CONTENT_FONTS_PENDING } from 'contracts/first-screen';

/** How long the app waits for a first screen's lead photo before it starts anyway (a slow or broken image). */
export const LEAD_PHOTO_PATIENCE_MS = 3000;

/**
 * Behind a first screen, the shell's entry script runs only once the page has shown itself: once the
 * browser has reported the first contentful paint (reported once it is on screen) and the lead photo
 * (the `fetchpriority="high"` image, the page's largest paint) has loaded and had a frame. As a
 * deferred script it ran before the first paint, and the app's start-up (some 200 ms of a phone's main
 * thread) kept a page that needs no script off the screen. The entry is preloaded beside the page's
 * other scripts, so the wait delays only when it runs, never its download. Inline so that it costs no
 * request: the CSP allows it by its hash (security-headers.ts). ES5 on purpose: it must run, and do
 * nothing harmful, in any browser that reads the page; one that reports no paints goes by frames. A
 * page opened in a background tab paints, and so starts, once it is shown.
 *
 * A first screen whose content waits for its fonts (`CONTENT_FONTS_PENDING`, Arabic) is shown once
 * the starter has loaded them; its style sheet shows it after a second anyway (tokens.css), so the
 * first paint, and with it the app's start, waits a second at most.
 */
export const APP_STARTER = `(function (starter) {
  var waitingFor = 2; // the first paint and the lead photo
  function ready() {
    if (--waitingFor > 0) return;
    requestAnimationFrame(function () {
      setTimeout(function () {
        var entry = document.createElement('script');
        entry.src = starter.getAttribute('data-entry');
        document.head.appendChild(entry);
      });
    });
  }
  function once(then) {
    var done = false;
    return function () {
      if (done) return;
      done = true;
      then();
    };
  }
  function afterFirstPaint(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return requestAnimationFrame(then);
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntriesByName('first-contentful-paint');
      if (!entries.length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  function afterLeadPhoto(then) {
    var lead = document.querySelector('#root img[fetchpriority="high"]');
    if (!lead || lead.complete) return then();
    then = once(then);
    lead.addEventListener('load', then);
    lead.addEventListener('error', then);
    setTimeout(then, ${LEAD_PHOTO_PATIENCE_MS});
  }
  function revealAfterFonts() {
    var pending = document.querySelector('[${CONTENT_FONTS_PENDING}]');
    if (!pending) return;
    function reveal() {
      pending.removeAttribute('${CONTENT_FONTS_PENDING}');
    }
    if (!document.fonts || !window.Promise) return;
    var wanted = JSON.parse(pending.getAttribute('${CONTENT_FONTS_PENDING}'));
    var loads = [];
    for (var i = 0; i < wanted.faces.length; i++) loads.push(document.fonts.load(wanted.faces[i], wanted.sample));
    Promise.all(loads).then(reveal, reveal);
  }
  function whenParsed() {
    revealAfterFonts();
    afterLeadPhoto(ready);
  }
  afterFirstPaint(ready);
  if (document.readyState !== 'loading') whenParsed();
  else document.addEventListener('DOMContentLoaded', whenParsed);
})(document.currentScript);`;

/** The CSP source that allows APP_STARTER, and nothing else inline. */
export const APP_STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

/** The starter for an entry script at `src`, with the entry preloaded (low priority, as the page's other scripts). */
export function appStarterTags(src: string): string {
  return `<link rel="preload" href="${src}" as="script" fetchpriority="low" /><script data-entry="${src}">${APP_STARTER}</script>`;
}
