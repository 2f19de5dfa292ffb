/**
 * What Radix Select asks of the browser when it opens, which jsdom lacks: for tests that open a select in jsdom
 * (call in `beforeAll`). The product never imports this.
 */
export function stubSelectBrowserApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!("scrollIntoView" in Element.prototype)) Object.assign(Element.prototype, { scrollIntoView() {} });
  if (!("hasPointerCapture" in Element.prototype)) Object.assign(Element.prototype, { hasPointerCapture: () => false });
}
