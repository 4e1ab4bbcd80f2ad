/**
 * Test-only. DOMPurify reads names through `Node.prototype`'s `nodeName` getter; happy-dom only
 * implements it on the subclasses (the base getter returns ''), so DOMPurify would see nameless
 * elements and sanitise nothing. Browsers are fine; this makes the test DOM behave like them.
 * (happy-dom's NodeIterator also loses its place when DOMPurify removes a node, so tests give
 * one dangerous construct per input.) Import it before anything that imports DOMPurify; other
 * packages' tests import it as `design-system/markdown-test-dom`.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

function subclassGetter(node: Node) {
  for (
    let proto = Object.getPrototypeOf(node);
    proto && proto !== Node.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
    if (own?.get) return own.get;
  }
  return base?.get;
}

Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    return subclassGetter(this)?.call(this) ?? '';
  },
});
