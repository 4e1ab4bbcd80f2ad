/**
 * The part of jsdom the api uses: a window for DOMPurify to sanitise posts with. @types/jsdom would
 * bring the browser's DOM types into the api's, where Node's own (Blob, fetch) must stay.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('dompurify').WindowLike;
  }
}
