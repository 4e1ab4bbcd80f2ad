import { createPageRenderer } from 'platform/server-render';
import { pages } from '../pages.ts';

/** The pages the BFF renders on the server for a guest's first screen: those src/pages.ts marks. */
export const renderPage = createPageRenderer('mfe-listings', pages);
