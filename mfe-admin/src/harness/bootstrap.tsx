/**
 * The standalone harness: this remote's pages on their own (no shell), for Fast Refresh.
 * The BFF (npm run dev) answers /api calls through the dev server proxy; sign in as an admin on the
 * site first (the session cookie is the site's), since the api refuses admin calls otherwise.
 */
import 'design-system/tokens.css';
import { startHarness } from 'platform/harness';
import { pages } from '../pages.ts';

await startHarness(pages);
