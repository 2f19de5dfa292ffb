/**
 * `Content-Disposition: attachment` with the stored name: a plain ASCII `filename` for old clients and the exact
 * name in `filename*` (RFC 5987 / RFC 6266), so Korean names survive and no quote or line break can escape.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
