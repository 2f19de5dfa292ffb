import { ExternalLink as ExternalIcon } from "lucide-react";
import { useReviewsText } from "./use-reviews-text";

/** The member's review on another site: opens in a new tab, says so to screen readers, never passes our page on. */
export function ExternalLink({ href }: { href: string }) {
  const { t } = useReviewsText();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 rounded-sm text-sm break-all text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none"
    >
      <span className="min-w-0">{href}</span>
      <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">({t("social.newTab")})</span>
    </a>
  );
}
