import { useEffect } from "react";

/** Sets the document title (and the description meta tag when given) while the calling screen is shown. */
export function useDocumentMeta(meta: { title: string; description?: string }): void {
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
