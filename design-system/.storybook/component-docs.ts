/** How to use a component well, and how not to: `parameters.usage` of its stories file. */
export type Usage = { do: string[]; dont: string[] };

/** What a component's docs page says beside its props (those are read from TypeScript and their JSDoc). */
export type ComponentDocs = {
  /** What it is for, in a sentence or two (markdown). */
  purpose: string;
  usage: Usage;
  /**
   * For an overlay (modal, drawer, gallery, full-screen loader), which would cover the docs page
   * itself: every story of the page shows in a frame this tall, the English and Arabic pair too.
   */
  frameHeight?: string;
};

/**
 * A stories file's docs parameters: spread into its meta's `parameters`. Every component's docs
 * page (docs-page.tsx, set in preview.tsx) shows them.
 */
export function componentDocs({ purpose, usage, frameHeight }: ComponentDocs) {
  return {
    docs: {
      description: { component: purpose },
      ...(frameHeight ? { bothLanguages: { height: frameHeight }, story: { inline: false, height: frameHeight } } : {}),
    },
    usage,
  };
}
