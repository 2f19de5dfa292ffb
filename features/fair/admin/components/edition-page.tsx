import type { ReactNode } from "react";
import { useEditorText } from "./edition-text";

/**
 * The frame of the edition's and the programme's pages: the main landmark, the heading row with its words on
 * Korea time, and the content. The site puts its operators' navigation around it.
 */
export function EditionPage({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useEditorText();
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {intro} {t("shared.koreaTime")}
          </p>
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}
