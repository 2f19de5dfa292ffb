import type { ReactNode } from "react";

export type FeaturePageProps = {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** Beside the heading: a balance, a count, a way on. */
  aside?: ReactNode;
  /** Extra classes of the heading (`break-words` where a visitor's own words are the title). */
  titleClassName?: string;
  children: ReactNode;
};

/** The frame of a feature's pages: the main landmark, the heading row and the content. */
export function FeaturePage({ title, aside, titleClassName, children }: FeaturePageProps) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className={["text-2xl font-bold", titleClassName, "text-foreground"].filter(Boolean).join(" ")}>{title}</h1>
        {aside}
      </div>
      {children}
    </main>
  );
}
