import { confirm } from "@ds";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { type Area, signInPathFor } from "@lib/session/areas";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

/**
 * For actions a guest may start but not finish (add to cart, wishlist, reserve): asks whether to sign in and, if
 * so, goes to the area's sign-in page with the way back to this page. Answers whether the person went.
 */
export function useSignInPrompt(area: Area = "member") {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation("common");
  return useCallback(async () => {
    const go = await confirm({
      title: t("auth.loginRequiredTitle"),
      message: t("auth.loginRequired"),
      kind: "question",
    });
    if (go) void navigate(signInUrl(signInPathFor(area, location.pathname), location.pathname + location.search));
    return go;
  }, [area, location.pathname, location.search, navigate, t]);
}
