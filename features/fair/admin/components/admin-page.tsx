import type { ReactNode } from "react";
import { useAdminText } from "./use-admin-text";

/**
 * The operators' pages' frame: wide enough for tables, the main landmark and the heading row. The site puts its
 * own operators' navigation around it (the fair's operator pages come from more than one feature).
 */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useAdminText();
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
        <p className="text-sm text-muted-foreground">
          {intro} {t("shared.koreaTime")}
        </p>
      </div>
      {children}
    </main>
  );
}
