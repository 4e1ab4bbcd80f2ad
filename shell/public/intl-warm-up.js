// @ts-check
/// <reference lib="webworker" />
// shell/src/intl-warm-up/warm-up.ts says why; served as written (not bundled), so kept short.
self.onmessage = (/** @type {MessageEvent<import('platform/intl').IntlFormatSpec[]>} */ event) => {
  for (const spec of event.data) {
    if (spec.kind === 'NumberFormat') new Intl.NumberFormat(spec.locale, spec.options).format(0);
    else new Intl.DateTimeFormat(spec.locale, spec.options).format(0);
  }
  self.postMessage('warm');
};
