import type { ReactNode } from "react";

/** The frame of the board pages: the main landmark, an optional line above the heading, the heading row. */
export function BoardPage({
  title,
  eyebrow,
  lead,
  aside,
  children,
  wide = false,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A line under the heading saying how to use the page. */
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  /** Card grids (events) take the wider measure; lists and articles read better narrow. */
  wide?: boolean;
}) {
  return (
    <main id="main" className={`mx-auto flex w-full flex-col gap-6 px-4 py-10 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          {eyebrow}
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          {lead && <p className="text-muted-foreground">{lead}</p>}
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}
