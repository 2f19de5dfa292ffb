import { cn } from "@ds";
import type { ReactNode } from "react";

export type OperatorPageProps = {
  title: string;
  /** The line under the heading (each feature's words, e.g. what the page does and that times are Korea time). */
  intro: string;
  /** Beside the heading: the page's main action or a figure. */
  aside?: ReactNode;
  /** Above the heading: the feature's own small navigation between its operator pages. */
  nav?: ReactNode;
  /** Tables want the wider frame. */
  width?: "default" | "wide";
};

/** A link of an operators' tab-like navigation (the current page marked with `aria-current="page"`). */
export const operatorTabLink = cn(
  "-mb-px inline-flex h-10 items-center rounded-t-md border-b-2 border-transparent px-3.5 text-sm font-medium text-muted-foreground no-underline",
  "outline-hidden transition-colors duration-fast ease-standard hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset",
  "aria-[current=page]:border-primary aria-[current=page]:text-foreground",
);

/** An operators' page frame: the main landmark, an optional navigation, the heading row, then the content. */
export function OperatorPage({
  title,
  intro,
  aside,
  nav,
  width = "default",
  children,
}: OperatorPageProps & { children: ReactNode }) {
  return (
    <main
      id="main"
      className={cn("mx-auto flex w-full flex-col gap-6 px-4 py-8", width === "wide" ? "max-w-6xl" : "max-w-5xl")}
    >
      {nav}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}
