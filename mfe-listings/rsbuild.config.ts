import { remoteConfig } from '../mf-remote.config.ts';

export default remoteConfig({
  packageName: 'mfe-listings',
  port: 3101,
  exposes: {
    './home-page': './src/features/home/home-page.tsx',
    './restaurants-page': './src/features/restaurants/restaurants-page.tsx',
    './restaurant-page': './src/features/restaurants/restaurant-page.tsx',
    './gift-shops-page': './src/features/shops/gift-shops-page.tsx',
    './gift-shop-page': './src/features/shops/gift-shop-page.tsx',
    './blogs-page': './src/features/blogs/blogs-page.tsx',
    './blog-page': './src/features/blogs/blog-page.tsx',
    './contact-page': './src/features/contact/contact-page.tsx',
    './about-page': './src/features/static-pages/about-page.tsx',
    './faqs-page': './src/features/static-pages/faqs-page.tsx',
    './terms-page': './src/features/static-pages/terms-page.tsx',
    './privacy-page': './src/features/static-pages/privacy-page.tsx',
    './coming-soon-page': './src/features/static-pages/coming-soon-page.tsx',
  },
  chunkGroups: {
    // What every listing page shows (cards and their parts), fetched as one file; with the lists'
    // filter schema (under 1 KB, a request of its own otherwise).
    'listing-kit':
      /[\\/](design-system[\\/]src[\\/](a11y|button|icon-button|card|listing-card|skeleton|opening-hours|tag|price-level|empty-state|load-more)|contracts[\\/]src[\\/](enums|opening-hours|list-filters)|platform[\\/]src[\\/]query-keys)[\\/.]/,
    // The form fields of the list filters, the name searches and the forms. One file also because MF
    // builds each shared module twice otherwise (the copy the remote provides, and its own fallback),
    // and the BFF cannot preload a module whose file it cannot tell.
    'form-kit': /[\\/]design-system[\\/]src[\\/](form-controls|text-field)[\\/]/,
    // A post's body (design-system/markdown) with marked and DOMPurify: one file the BFF can preload
    // with the blog page. Split, the shared module's two copies and the libraries each got a file
    // of their own, fetched one after the other once the page's code had run.
    'markdown-kit': /[\\/](design-system[\\/]src[\\/]markdown|node_modules[\\/](marked|dompurify))[\\/]/,
  },
});
