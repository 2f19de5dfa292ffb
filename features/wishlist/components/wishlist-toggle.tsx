import { IconButton, cn } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Heart } from "lucide-react";
import { useState } from "react";
import { useToggleWishlist } from "../api/toggle-wishlist";
import { useWishlist } from "../api/wishlist";
import { isSettled, isWished, shownWished } from "../model/wishlist";
import { useWishlistText } from "./use-wishlist-text";

export type WishlistToggleProps = {
  productId: number;
  /** A guest pressed the heart: the site sends them to sign in (no call is made). */
  onNeedSignIn: () => void;
  size?: "sm" | "md";
  className?: string;
};

/**
 * The heart on a product: pressed when the product is on the member's wishlist. A press shows at once and is undone
 * if the server refuses it (the transport shows the server's message).
 */
export function WishlistToggle({ productId, onNeedSignIn, size = "md", className }: WishlistToggleProps) {
  const { t, lang } = useWishlistText();
  const loggedIn = useIsLoggedIn("member");
  const list = useWishlist(lang);
  const toggle = useToggleWishlist(lang);
  const [pending, setPending] = useState<boolean | null>(null);
  const listWished = isWished(list.data, productId);
  const wished = loggedIn && shownWished(listWished, pending);

  // the press is done once the reloaded list agrees with it (adjusted while rendering, not in an effect, so the
  // heart never shows the old state for a frame)
  if (pending !== null && !toggle.isMutating && isSettled(listWished, pending)) setPending(null);

  async function press() {
    if (!loggedIn) {
      onNeedSignIn();
      return;
    }
    const wish = !wished;
    setPending(wish);
    try {
      await toggle.trigger({ productId, wish });
    } catch {
      setPending(null);
    }
  }

  return (
    <IconButton
      label={wished ? t("toggle.remove") : t("toggle.add")}
      aria-pressed={wished}
      intent="outline"
      size={size}
      className={cn("rounded-full bg-surface", className)}
      onClick={() => void press()}
    >
      <Heart className={cn(wished && "fill-current text-danger")} />
    </IconButton>
  );
}
