/**
 * The singletons every Module Federation container shares (host and remotes alike):
 * one React, one router, one query cache, one i18next, one platform and design system.
 * Versions come from the root lockfile through each package.json.
 */
const singleton = { singleton: true, requiredVersion: false as const };

export const sharedSingletons = {
  react: { ...singleton },
  'react/': { ...singleton },
  'react-dom': { ...singleton },
  'react-dom/': { ...singleton },
  'react-router': { ...singleton },
  'react-router/': { ...singleton },
  jotai: { ...singleton },
  '@tanstack/react-query': { ...singleton },
  i18next: { ...singleton },
  'react-i18next': { ...singleton },
  'platform/': { ...singleton },
  'design-system/': { ...singleton },
  'contracts/': { ...singleton },
  sonner: { ...singleton },
};

/** The MF container name of a remote package ("mfe-listings" → "mfe_listings"). */
export const containerName = (packageName: string) => packageName.replace(/-/g, '_');
