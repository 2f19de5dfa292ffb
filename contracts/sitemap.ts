import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { REQUIRED_MESSAGE, requiredString, text } from "./fields";

export const SITEMAP_PATH_MAX = 2048;
/** A page's rendered HTML; the server keeps only the latest snapshots and never serves them (see ADR 0019). */
export const SITEMAP_HTML_MAX = 200_000;

export const SitemapSnapshotBodySchema = z
  .object({
    path: requiredString()
      .max(SITEMAP_PATH_MAX, `must be at most ${SITEMAP_PATH_MAX} characters`)
      .startsWith("/", 'must start with "/"'),
    html: text({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : undefined) }).max(
      SITEMAP_HTML_MAX,
      `must be at most ${SITEMAP_HTML_MAX} characters`,
    ),
  })
  .meta({ id: "SitemapSnapshotBody" });
export type SitemapSnapshotBody = z.infer<typeof SitemapSnapshotBodySchema>;

export const SitemapSnapshotSchema = z
  .object({
    path: z.string(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "SitemapSnapshot" });
export type SitemapSnapshot = z.infer<typeof SitemapSnapshotSchema>;

export const SitemapSnapshotResponseSchema = envelopeSchema(SitemapSnapshotSchema);
export type SitemapSnapshotResponse = z.infer<typeof SitemapSnapshotResponseSchema>;
