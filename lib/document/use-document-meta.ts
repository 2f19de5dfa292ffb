import { useEffect } from "react";
import type { Lang } from "../i18n/locale";

export type DocumentMeta = {
  title: string;
  description?: string;
  /** The page's language, for `og:locale`. */
  lang?: Lang;
  /** The site's icon, e.g. `/icons/sitmmt.svg`. */
  icon?: string;
};

/** `og:locale` values: language_TERRITORY, as the server writes them into the page (server/platform/http/static-site.ts). */
export const OG_LOCALE: Record<Lang, string> = { en: "en_US", ko: "ko_KR" };

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  document.head.append(made);
  return made;
}

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  const tag = headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement("meta");
    meta.setAttribute(attribute, key);
    return meta;
  });
  tag.content = content;
}

function setIcon(href: string): void {
  const link = headElement<HTMLLinkElement>('link[rel="icon"]', () => {
    const made = document.createElement("link");
    made.rel = "icon";
    return made;
  });
  link.href = href;
  if (href.endsWith(".svg")) link.type = "image/svg+xml";
  else link.removeAttribute("type");
}

/**
 * Keeps the head in step with the screen after client-side navigation: title and `og:title`, and when given the
 * description (`description`, `og:description`), `og:locale` and the icon. The server writes the same tags into the
 * first page it sends, for link previews that run no script.
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, lang, icon } = meta;
  useEffect(() => {
    document.title = title;
    setMeta("property", "og:title", title);
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    setMeta("name", "description", description);
    setMeta("property", "og:description", description);
  }, [description]);
  useEffect(() => {
    if (lang !== undefined) setMeta("property", "og:locale", OG_LOCALE[lang]);
  }, [lang]);
  useEffect(() => {
    if (icon !== undefined) setIcon(icon);
  }, [icon]);
}
