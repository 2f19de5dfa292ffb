import type { SocialType } from "@contracts/auth";
import { Button, cn } from "@ds";
import { useTranslation } from "react-i18next";

export type SocialSignInButtonsProps = {
  /** Starts the provider's sign-in (the caller asks the server where to go and leaves). */
  onStart: (type: SocialType) => void;
  /** The provider whose sign-in is being prepared: its button shows a spinner, both are blocked. */
  pending: SocialType | null;
  /** The providers the server offers here (a local stand-in may be off); both by default. */
  providers?: readonly SocialType[];
};

export const SOCIAL_PROVIDERS: readonly SocialType[] = ["kakao", "naver"];

/** "Continue with Kakao" / "Continue with Naver". */
export function SocialSignInButtons({ onStart, pending, providers = SOCIAL_PROVIDERS }: SocialSignInButtonsProps) {
  const { t } = useTranslation("auth");
  return (
    <section aria-labelledby="social-sign-in-heading" className="flex flex-col gap-3">
      <h2 id="social-sign-in-heading" className="text-center text-sm text-muted-foreground">
        {t("signIn.social.heading")}
      </h2>
      <div className={cn("grid gap-3", providers.length > 1 && "grid-cols-2")}>
        {SOCIAL_PROVIDERS.filter((type) => providers.includes(type)).map((type) => (
          <Button
            key={type}
            intent="outline"
            loading={pending === type}
            disabled={pending !== null && pending !== type}
            onClick={() => onStart(type)}
          >
            {t(`signIn.social.${type}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
