import type { LiveState } from "@contracts/live";
import type { Lang } from "@lib/i18n/locale";

/**
 * The announcement in the screen's language; when the operator wrote only the other language, that one is shown
 * rather than nothing (a venue screen is better with a message in the other language than with none).
 */
export function announcementIn(
  announcement: LiveState["announcement"],
  lang: Lang,
): { text: string; lang: Lang } | null {
  if (!announcement) return null;
  const other: Lang = lang === "ko" ? "en" : "ko";
  if (announcement[lang].trim()) return { text: announcement[lang], lang };
  if (announcement[other].trim()) return { text: announcement[other], lang: other };
  return null;
}
