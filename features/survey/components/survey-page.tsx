import type { ReactNode } from "react";

/** The frame of the survey pages: the main landmark, the heading and what stands under it. */
export function SurveyPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
        {intro && <div className="text-base text-muted-foreground">{intro}</div>}
      </div>
      {children}
    </main>
  );
}
