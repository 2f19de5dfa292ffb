import type { Review } from "@contracts/reviews";
import { Button, toast } from "@ds";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ThumbsUp } from "lucide-react";
import { useRef, useState } from "react";
import { setHelpful } from "../api/helpful-vote";
import { failureText } from "../model/failure";
import { useReviewsText } from "./use-reviews-text";

type Vote = { voted: boolean; count: number };

export type HelpfulButtonProps = {
  review: Pick<Review, "id" | "helpful_count" | "voted" | "mine">;
  /** A guest pressed it (or the session ended): the site asks them to sign in; nothing is sent. */
  onNeedSignIn: () => void;
  area?: Area;
};

/**
 * "Helpful" as a toggle with the count beside it: pressed shows at once, the server's answer then stands (both
 * calls are idempotent, so a double press never counts twice); a refusal puts the old state back and says why. A
 * press while a call is on its way is not lost: the page shows it at once and the last wish is sent when that call
 * ends. The member's own review shows the count only (nobody votes for themselves).
 */
export function HelpfulButton({ review, onNeedSignIn, area = "member" }: HelpfulButtonProps) {
  const { t } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  const fromServer: Vote = { voted: loggedIn && review.voted, count: review.helpful_count };
  // the press, over the review it was made on: a reloaded review (new count) wins over an old press
  const [press, setPress] = useState<{ base: Vote; vote: Vote } | null>(null);
  // the latest wish and whether a call is on its way: refs, so a second press in the same moment sees the first
  const wish = useRef<boolean | null>(null);
  const sending = useRef(false);
  const current =
    press && press.base.voted === fromServer.voted && press.base.count === fromServer.count ? press.vote : fromServer;

  if (review.mine) return <HelpfulCount count={review.helpful_count} />;

  async function toggle() {
    if (!loggedIn) return onNeedSignIn();
    const next = !current.voted;
    setPress({ base: fromServer, vote: { voted: next, count: Math.max(0, current.count + (next ? 1 : -1)) } });
    wish.current = next;
    if (sending.current) return;
    sending.current = true;
    try {
      let sent: boolean;
      let answer: Awaited<ReturnType<typeof setHelpful>>;
      do {
        sent = wish.current ?? next;
        answer = await setHelpful(area, review.id, sent);
      } while (wish.current !== sent);
      setPress({ base: fromServer, vote: { voted: answer.voted, count: answer.helpful_count } });
    } catch (error) {
      setPress(null);
      if (error instanceof HttpError && error.status === 401) onNeedSignIn();
      else toast.error(failureText(error, t));
    } finally {
      sending.current = false;
      wish.current = null;
    }
  }

  return (
    <Button intent="outline" size="sm" aria-pressed={current.voted} onClick={() => void toggle()}>
      <ThumbsUp aria-hidden="true" className={current.voted ? "fill-current" : undefined} />
      {t("product.helpful")}
      <span className="tabular-nums">{current.count}</span>
    </Button>
  );
}

/** How many found a review helpful, as text (the member's own review: no vote to give). */
export function HelpfulCount({ count }: { count: number }) {
  const { t } = useReviewsText();
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <ThumbsUp aria-hidden="true" className="size-4" />
      {t("product.helpfulCount", { count })}
    </p>
  );
}
