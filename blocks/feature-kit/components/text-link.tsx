import { cn } from "@ds";
import type { ComponentProps } from "react";
import { Link } from "react-router";

/** An inline link in running text of a feature's pages. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "rounded-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}
