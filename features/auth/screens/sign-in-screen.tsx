import { TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import type { SocialType } from "@contracts/auth";
import { Button, Form, FormField, Input } from "@ds";
import { safeRedirect } from "@lib/navigation/safe-redirect";
import type { Area } from "@lib/session/areas";
import { setToken } from "@lib/session/session-store";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useSignin } from "../api/signin";
import { socialAuthorize } from "../api/social-authorize";
import { useSocialProviders } from "../api/social-providers";
import { AuthPanel } from "../components/auth-panel";
import { FormAlert } from "../components/form-alert";
import { SOCIAL_PROVIDERS, SocialSignInButtons } from "../components/social-sign-in-buttons";
import { useAuthText } from "../components/use-auth-text";
import { errorMessage } from "../model/error-messages";
import { type SignInValues, signInSchema } from "../model/schemas";
import { saveSocialAttempt } from "../model/social-attempt";

/** Where the sign-in page links to; each site passes its own (rule 3). Leave a link out to hide it. */
export type SignInPaths = {
  /** Where a person goes after signing in when no `?redirect=` names a page. */
  home: string;
  register?: string;
  findId?: string;
  findPassword?: string;
};

export type SignInScreenProps = {
  /** Whose accounts sign in here, and where the token is kept. */
  area: Area;
  paths: SignInPaths;
  /** Called after the token is stored, with the page to go to: `?redirect=` when it is on this site, else home. */
  onSignedIn: (to: string) => void;
  /** The provider callback pages (`/oauth-kakao`...): shows "Continue with Kakao / Naver" for those the server offers. */
  socialCallbacks?: Record<SocialType, string>;
  /** Leaves for the provider's sign-in page; the browser's own navigation by default. */
  onLeave?: (url: string) => void;
};

const defaultLeave = (url: string) => window.location.assign(url);

/** Sign-in for any area: e-mail and password, the spec's messages by error code, and optionally social sign-in. */
export function SignInScreen({ area, paths, onSignedIn, socialCallbacks, onLeave = defaultLeave }: SignInScreenProps) {
  const { t } = useAuthText();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const schema = useMemo(() => signInSchema(t), [t]);
  const form = useContractForm<SignInValues>({ schema, defaultValues: { email: "", password: "" } });
  const { trigger, isMutating } = useSignin();
  const [failure, setFailure] = useState<string | null>(null);
  const [socialPending, setSocialPending] = useState<SocialType | null>(null);
  // Until the server answers (or if it cannot), both buttons show; a provider that turns out to be off then says so.
  const offered = useSocialProviders(Boolean(socialCallbacks)).data ?? SOCIAL_PROVIDERS;

  const submit = async (values: SignInValues) => {
    setFailure(null);
    try {
      const data = await trigger({ ...values, area });
      setToken(area, data.accessToken);
      onSignedIn(safeRedirect(redirect, paths.home));
    } catch (error) {
      setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
    }
  };

  const startSocial = async (type: SocialType) => {
    if (!socialCallbacks) return;
    setFailure(null);
    setSocialPending(type);
    try {
      const { url, state } = await socialAuthorize(type, new URL(socialCallbacks[type], window.location.origin).href);
      saveSocialAttempt(window.sessionStorage, { type, state, redirect });
      onLeave(url);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setSocialPending(null);
    }
  };

  return (
    <AuthPanel title={t(`signIn.heading.${area}`)} description={t("signIn.description")}>
      <Form form={form} onSubmit={submit}>
        <FormAlert>{failure}</FormAlert>
        <FormField control={form.control} name="email" label={t("shared.fields.email")} required>
          {(registered) => <Input type="email" autoComplete="username" {...registered} />}
        </FormField>
        <FormField control={form.control} name="password" label={t("shared.fields.password")} required>
          {(registered) => <Input type="password" autoComplete="current-password" {...registered} />}
        </FormField>
        <Button type="submit" size="lg" loading={isMutating}>
          {t("signIn.submit")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("signIn.tabNote")}</p>
      </Form>
      {(paths.findId || paths.findPassword || paths.register) && (
        <nav aria-label={t("signIn.links.label")}>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
            {paths.findId && (
              <li>
                <TextLink to={paths.findId}>{t("signIn.links.findId")}</TextLink>
              </li>
            )}
            {paths.findPassword && (
              <li>
                <TextLink to={paths.findPassword}>{t("signIn.links.findPassword")}</TextLink>
              </li>
            )}
            {paths.register && (
              <li>
                <TextLink to={paths.register}>{t("signIn.links.register")}</TextLink>
              </li>
            )}
          </ul>
        </nav>
      )}
      {socialCallbacks && offered.length > 0 && (
        <SocialSignInButtons onStart={(type) => void startSocial(type)} pending={socialPending} providers={offered} />
      )}
    </AuthPanel>
  );
}
