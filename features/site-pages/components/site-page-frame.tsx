import type { ReactNode } from "react";

/** The frame of an operator-written page: the main landmark, the heading and its lead. */
export function SitePageFrame({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold break-words text-foreground">{title}</h1>
        {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </main>
  );
}
