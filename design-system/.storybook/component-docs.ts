/** How to use a component well, and how not to: `parameters.usage` of its stories file. */
export type Usage = { do: string[]; dont: string[] };

/** What a component's docs page says beside its props (those are read from TypeScript and their JSDoc). */
export type ComponentDocs = {
  /** What it is for, in a sentence or two (markdown). */
  purpose: string;
  usage: Usage;
  /** The height of the English and Arabic frames, for a story that draws out of the flow (an overlay). */
  frameHeight?: string;
};

/**
 * A stories file's docs parameters: spread into its meta's `parameters`. Every component's docs
 * page (docs-page.tsx, set in preview.tsx) shows them.
 */
export function componentDocs({ purpose, usage, frameHeight }: ComponentDocs) {
  return {
    docs: { description: { component: purpose }, ...(frameHeight ? { bothLanguages: { height: frameHeight } } : {}) },
    usage,
  };
}
