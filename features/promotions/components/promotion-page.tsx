import type { ReactNode } from "react";

/** The frame of the promotion pages: the main landmark and the heading. */
export function PromotionPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {children}
    </main>
  );
}
