import type { ReactNode } from "react";

/** The frame of the review pages: the main landmark and the heading row. */
export function ReviewsPage({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        {aside}
      </div>
      {children}
    </main>
  );
}
