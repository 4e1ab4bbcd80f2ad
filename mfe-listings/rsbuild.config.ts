import { remoteConfig } from 'tooling/mf-remote';
import { pages } from './src/pages.ts';

export default remoteConfig({
  packageName: 'mfe-listings',
  port: 3101,
  pages,
  chunkGroups: {
    // What every listing page shows (cards and their parts, and the layout primitives that place
    // them), fetched as one file; with the lists' filter schema and a post's body (each under 1 KB, a
    // request of its own otherwise).
    'listing-kit':
      /[\\/](design-system[\\/]src[\\/](a11y|button|icon-button|card|listing-card|skeleton|opening-hours|tag|price-level|empty-state|load-more|layout|grid|stack|inline|page|markdown[\\/]article-body)|contracts[\\/]src[\\/](enums|opening-hours|list-filters)|platform[\\/]src[\\/]query-keys)[\\/.]/,
    // The form fields of the list filters, the name searches and the forms. One file also because MF
    // builds each shared module twice otherwise (the copy the remote provides, and its own fallback),
    // and the BFF cannot preload a module whose file it cannot tell.
    'form-kit': /[\\/]design-system[\\/]src[\\/](form-controls|text-field)[\\/]/,
  },
});
