import type { ReactNode } from "react";
import { useIsNestedPage } from "./nested-page";

export type FeaturePageProps = {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** Beside the heading: a balance, a count, a way on. */
  aside?: ReactNode;
  /** Extra classes of the heading (`break-words` where a visitor's own words are the title). */
  titleClassName?: string;
  children: ReactNode;
};

/**
 * The frame of a feature's pages: the main landmark, the heading row and the content. Shown inside another page
 * (a `TabbedPage`'s panel), it is a part of that page: no landmark, its title an h2 for assistive technology only
 * (the tab names it on screen), the aside kept.
 */
export function FeaturePage({ title, aside, titleClassName, children }: FeaturePageProps) {
  const nested = useIsNestedPage();
  if (nested) {
    return (
      <div className="flex flex-col gap-6">
        <h2 className="sr-only">{title}</h2>
        {aside && <div className="flex flex-wrap items-end justify-end gap-4">{aside}</div>}
        {children}
      </div>
    );
  }
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
