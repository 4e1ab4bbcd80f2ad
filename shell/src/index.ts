import { releaseFirstScreen } from './first-screen.ts';
import { startIntlWorker } from './intl-warm-up/warm-up.ts';
import { raisePreloadError, recoverFromPreloadErrors } from './remotes/preload-error.ts';

recoverFromPreloadErrors();

// Async boundary: shared singletons are negotiated before anything renders. The MF runtime's
// start-up runs with this file; the next macrotask then asks for the shared modules bootstrap
// needs, so a phone gets two shorter tasks instead of one long one.
// Named for tooling/mf-host, which lists the files of this chunk for the BFF to preload.
// If it cannot load or start, a first screen is left as a plain page rather than inert for good.
setTimeout(() =>
  import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx').catch((error: unknown) => {
    releaseFirstScreen(document.getElementById('root'));
    raisePreloadError(error);
    throw error;
  }),
);

// A worker takes a while to start: it does so now, beside the start-up's download (intl-warm-up).
startIntlWorker();
