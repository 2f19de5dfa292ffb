import { cn } from "@ds";
import type { ReactNode } from "react";

/** The frame of the accreditation pages: the main landmark, an optional way back, the heading row. */
export function AccreditationPage({
  title,
  eyebrow,
  aside,
  wide = false,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  aside?: ReactNode;
  /** Lists of cards use the full width; forms and profiles read better narrower. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className={cn("mx-auto flex w-full flex-col gap-6 px-4 py-10", wide ? "max-w-6xl" : "max-w-3xl")}>
      <div className="flex flex-col gap-2">
        {eyebrow}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          {aside}
        </div>
      </div>
      {children}
    </main>
  );
}
