import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The way up to the page this one belongs to (the list above a company, the page above a form). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary no-underline outline-hidden hover:underline focus-visible:shadow-focus"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
