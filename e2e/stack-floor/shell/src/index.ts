// The async boundary of the product's shell (shell/src/index.ts).
// Named for tooling/mf-host, which lists the files of this chunk for the BFF to preload.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
