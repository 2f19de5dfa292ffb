const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; later calls share the first load. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const pending = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    doc.head.append(script);
  });
  loading.set(src, pending);
  return pending;
}
