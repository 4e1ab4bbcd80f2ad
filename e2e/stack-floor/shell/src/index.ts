// The async boundary of the product's shell (shell/src/index.ts).
setTimeout(() => import('./bootstrap.tsx'));
