import { PROMOTION_FALLBACK_PATH, isSameSitePath } from "@contracts/promotions";
import { Spinner } from "@ds";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { visitPromotion } from "../api/visit";
import { PromotionPage } from "../components/promotion-page";
import { usePromotionsText } from "../components/use-promotions-text";

export type RedirectScreenProps = {
  /** `?code=` of the address. */
  code: string | null | undefined;
  /** Where an unknown code, a missing one or a failure leads (`/main`). */
  fallbackPath?: string;
};

/**
 * `/redirect?code=` reached inside the app (a page load is answered by the server's own 302): counts the visit,
 * then replaces this address with the campaign's page, so Back does not bounce through the redirect again. A
 * missing or unknown code, a failure, or a target off this site leads to the shop's front page.
 */
export function RedirectScreen({ code, fallbackPath = PROMOTION_FALLBACK_PATH }: RedirectScreenProps) {
  const { t } = usePromotionsText();
  const navigate = useNavigate();
  // one visit per arrival: a second run of the effect (development's double mount) must not count twice
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const go = (path: string) => void navigate(path, { replace: true });
    const value = code?.trim();
    if (!value) return go(fallbackPath);
    visitPromotion(value).then(
      ({ target }) => go(isSameSitePath(target) ? target : fallbackPath),
      () => go(fallbackPath),
    );
  }, [code, fallbackPath, navigate]);

  return (
    <PromotionPage title={t("redirect.heading")}>
      <Spinner size="md" showLabel label={t("redirect.body")} className="text-muted-foreground" />
    </PromotionPage>
  );
}
