/**
 * The `<style>` elements a library inserts at run time, as CSP sources (the page's CSP allows no
 * other inline style element than these and the page's own, by their hashes). sonner (the toaster,
 * platform/toast) inserts its style sheet when it loads: first an empty element, then its rules, and
 * the browser checks both. platform's toast-style.test.ts fails when an upgrade changes the rules.
 */
export const TOASTER_STYLE_SOURCES = [
  // sonner 2.0's rules
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  // the empty element, before its rules are in
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];
