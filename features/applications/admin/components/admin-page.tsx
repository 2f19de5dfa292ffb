import { cn } from "@ds";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export type AdminPageProps = {
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the heading: an export, a print link. */
  aside?: ReactNode;
  /** A way back (the list this page was opened from). */
  back?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** The operators' pages' frame: wide enough for tables, the main landmark, a heading row and the content. */
export function AdminPage({ title, intro, aside, back, className, children }: AdminPageProps) {
  return (
    <main id="main" className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8", className)}>
      {back && (
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
        </div>
        {aside && <div className="flex flex-wrap gap-2 print:hidden">{aside}</div>}
      </div>
      {children}
    </main>
  );
}
