/** What a front end's sources import besides modules, as its bundler and its unit tests provide it. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*?raw' {
  const text: string;
  export default text;
}

/** Vite's `import.meta.glob`, which Vitest provides to tests (translation files are read with it). */
interface ImportMeta {
  glob(pattern: string | string[], options: { eager: true; import: 'default' }): Record<string, unknown>;
}
