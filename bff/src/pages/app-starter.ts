import { createHash } from 'node:crypto';
import { CONTENT_FONTS_PENDING } from 'contracts/first-screen';

/** How long the app waits for a first screen's lead photo before it starts anyway (a slow or broken image). */
export const LEAD_PHOTO_PATIENCE_MS = 3000;

/**
 * How long after the page is parsed the app starts whatever it was waiting for: a browser that
 * never reports the paint, a lead photo whose events went missing.
 */
export const START_PATIENCE_MS = 5000;

/**
 * Behind a first screen, the shell's entry script runs only once the page has shown itself: once the
 * browser has reported the first contentful paint (reported once it is on screen) and the lead photo
 * (the `fetchpriority="high"` image, the page's largest paint) has loaded, then one frame more: a
 * deferred script runs before the first paint, and the app's start-up, a long task on a phone's main
 * thread, would keep a page that needs no script off the screen (docs/adr/0052). The entry is preloaded beside the page's
 * other scripts, so the wait delays only when it runs, never its download. Inline so that it costs no
 * request: the CSP allows it by its hash (security-headers.ts).
 *
 * It must start the app in any browser that reads the page: ES5; each wait has its time limit, and
 * `START_PATIENCE_MS` bounds them all; what a browser lacks or throws on (paint entries, the font
 * loading API) is waited for by frames or not at all. A page opened in a background tab paints, and
 * so starts, once it is shown (or when the patience ends).
 *
 * A first screen whose content waits for its fonts (`CONTENT_FONTS_PENDING`, Arabic) is shown once
 * the starter has loaded them; its style sheet shows it after a second anyway (tokens.css), so the
 * first paint, and with it the app's start, waits a second at most.
 */
export const APP_STARTER = `(function (starter) {
  var started = false;
  function fetchTheApp() {
    var later = document.querySelector('template[data-after-first-paint]');
    if (later && later.content) document.head.appendChild(later.content);
  }
  function start() {
    if (started) return;
    started = true;
    fetchTheApp();
    var entry = document.createElement('script');
    entry.src = starter.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  function once(then) {
    var done = false;
    return function () {
      if (done) return;
      done = true;
      then();
    };
  }
  var waitingFor = 2; // the first contentful paint and the lead photo
  function ready() {
    if (--waitingFor > 0) return;
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
  function afterFirstPaint(then) {
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
        var observer = new PerformanceObserver(function (list) {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          then();
        });
        observer.observe({ type: 'paint', buffered: true });
        return;
      }
    } catch (error) {}
    requestAnimationFrame(then);
  }
  function afterLeadPhoto(then) {
    var lead = document.querySelector('#root img[fetchpriority="high"]');
    if (!lead || lead.complete) return then();
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
    try {
      var wanted = JSON.parse(pending.getAttribute('${CONTENT_FONTS_PENDING}'));
      var loads = [];
      for (var i = 0; i < wanted.faces.length; i++) loads.push(document.fonts.load(wanted.faces[i], wanted.sample));
      Promise.all(loads).then(reveal, reveal);
    } catch (error) {
      reveal();
    }
  }
  function whenParsed() {
    afterLeadPhoto(once(ready));
    setTimeout(start, ${START_PATIENCE_MS});
    revealAfterFonts();
  }
  afterFirstPaint(
    once(function () {
      fetchTheApp();
      ready();
    }),
  );
  if (document.readyState !== 'loading') whenParsed();
  else document.addEventListener('DOMContentLoaded', whenParsed);
})(document.currentScript);`;

/** The CSP source that allows APP_STARTER, and nothing else inline. */
export const APP_STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

/**
 * The starter for an entry script at `src` (attribute text, as the shell's built index.html writes
 * it), with the entry preloaded at low priority, as the page's other scripts, and those preloads
 * (`afterFirstPaint`) held in a template the starter puts in the head once the page has painted.
 */
export function appStarterTags(src: string, afterFirstPaint: string[] = []): string {
  const preloads = [`<link rel="preload" href="${src}" as="script" fetchpriority="low" />`, ...afterFirstPaint];
  return `<template data-after-first-paint>${preloads.join('')}</template><script data-entry="${src}">${APP_STARTER}</script>`;
}
