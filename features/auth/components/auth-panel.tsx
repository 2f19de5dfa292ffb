import { cn } from "@ds";
import type { ReactNode } from "react";

export type AuthPanelProps = {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** One line under the heading: what the page is for. */
  description?: ReactNode;
  /** `narrow` for short forms (sign-in), `wide` for the sign-up form. */
  width?: "narrow" | "wide";
  children: ReactNode;
};

/** The frame of every auth page: the main landmark, a heading and the page's content, centred. */
export function AuthPanel({ title, description, width = "narrow", children }: AuthPanelProps) {
  return (
    <main id="main" className={cn("mx-auto w-full px-4 py-10", width === "narrow" ? "max-w-md" : "max-w-2xl")}>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </main>
  );
}
