import type { ReactNode } from "react";

/** The frame of the programme's public pages: the main landmark, the heading, a lead paragraph, the sections. */
export function EduPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        <p className="text-base text-muted-foreground">{lead}</p>
      </div>
      {children}
    </main>
  );
}
