import { showServerErrors, useContractForm } from "@blocks/feature-kit";
import type { SocialIdentity, SocialType } from "@contracts/auth";
import { Button, ButtonLink, Form, FormField, Input, Spinner } from "@ds";
import { safeRedirect } from "@lib/navigation/safe-redirect";
import type { Area } from "@lib/session/areas";
import { setToken } from "@lib/session/session-store";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { signinSocial } from "../api/signin-social";
import { socialExchange } from "../api/social-exchange";
import { useSignupSocial } from "../api/signup-social";
import { AuthPanel } from "../components/auth-panel";
import { ConsentFields } from "../components/consent-fields";
import { FormAlert } from "../components/form-alert";
import { useAuthText } from "../components/use-auth-text";
import { errorCode, errorMessage } from "../model/error-messages";
import { type SocialSignupValues, socialSignupSchema } from "../model/schemas";
import { toSocialSignupBody } from "../model/signup-payload";
import { takeSocialAttempt } from "../model/social-attempt";
import type { Translate } from "@lib/i18n/feature-text";

export type SocialCallbackPaths = {
  /** Where a person goes after signing in when the sign-in page named no page to return to. */
  home: string;
  /** The sign-in page, offered when the provider's answer cannot be used. */
  signIn: string;
};

export type SocialCallbackScreenProps = {
  /** The provider whose answer this page receives (`/oauth-kakao`, `/oauth-naver`). */
  socialType: SocialType;
  paths: SocialCallbackPaths;
  /** Called after the token is stored, with the page to go to. */
  onSignedIn: (to: string) => void;
  /** Social sign-in is for main shop members. */
  area?: Area;
};

type Phase =
  | { kind: "working" }
  | { kind: "signup"; identity: SocialIdentity; redirect: string | null }
  | { kind: "failed"; message: string };

/**
 * Where the provider sends the person back with `code` and `state`: the state must be the one kept before leaving
 * (else the answer is refused), the code is traded for the provider's identity, and the person is signed in. With
 * no linked account yet, a short sign-up (name, address, consents) links one and signs in.
 */
export function SocialCallbackScreen({ socialType, paths, onSignedIn, area = "member" }: SocialCallbackScreenProps) {
  const { t } = useAuthText();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: "working" });
  const started = useRef(false);
  const provider = t(`shared.providers.${socialType}`);

  const signInWith = async (identity: SocialIdentity, redirect: string | null) => {
    const data = await signinSocial(
      { social_type: identity.social_type, social_id: identity.social_id, social_token: identity.social_token },
      area,
    );
    setToken(area, data.accessToken, { social: identity.social_type });
    onSignedIn(safeRedirect(redirect, paths.home));
  };

  useEffect(() => {
    // the code is single-use: the exchange runs once per visit, even when effects run twice in development
    if (started.current) return;
    started.current = true;
    const run = async () => {
      const code = params.get("code");
      const state = params.get("state");
      const back = takeSocialAttempt(window.sessionStorage, socialType, state);
      if (params.get("error") || !code || !state) {
        setPhase({ kind: "failed", message: t("socialCallback.cancelled", { provider }) });
        return;
      }
      if (!back.ok) {
        setPhase({ kind: "failed", message: t("shared.errors.SOCIAL_INVALID") });
        return;
      }
      let identity: SocialIdentity;
      try {
        identity = await socialExchange({
          social_type: socialType,
          code,
          state,
          redirect_uri: new URL(pathname, window.location.origin).href,
        });
      } catch (error) {
        setPhase({ kind: "failed", message: errorMessage(error, t) });
        return;
      }
      try {
        await signInWith(identity, back.redirect);
      } catch (error) {
        if (errorCode(error) === "SOCIAL_NOT_REGISTERED")
          setPhase({ kind: "signup", identity, redirect: back.redirect });
        else setPhase({ kind: "failed", message: errorMessage(error, t) });
      }
    };
    void run();
    // runs once per visit by design (see `started`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase.kind === "failed") {
    return (
      <AuthPanel title={t("socialCallback.heading", { provider })}>
        <FormAlert>{phase.message}</FormAlert>
        <ButtonLink asChild size="lg" className="self-start">
          <Link to={paths.signIn}>{t("socialCallback.backToSignIn")}</Link>
        </ButtonLink>
      </AuthPanel>
    );
  }

  if (phase.kind === "signup") {
    return (
      <AuthPanel
        title={t("socialCallback.signup.heading", { provider })}
        description={t("socialCallback.signup.description")}
      >
        <SocialSignupForm
          area={area}
          identity={phase.identity}
          t={t}
          onLinked={() => signInWith(phase.identity, phase.redirect)}
        />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t("socialCallback.heading", { provider })}>
      <Spinner size="lg" showLabel label={t("socialCallback.working", { provider })} />
    </AuthPanel>
  );
}

function SocialSignupForm({
  area,
  identity,
  t,
  onLinked,
}: {
  area: Area;
  identity: SocialIdentity;
  t: Translate;
  /** Signs in with the newly linked account. */
  onLinked: () => Promise<void>;
}) {
  const { lang } = useAuthText();
  const schema = useMemo(() => socialSignupSchema(t), [t]);
  const form = useContractForm<SocialSignupValues>({
    schema,
    defaultValues: {
      name: identity.name ?? "",
      email: identity.email ?? "",
      agree_terms: false,
      agree_privacy: false,
      agree_third_party: false,
      agree_age14: false,
      agree_marketing: false,
    },
  });
  const signup = useSignupSocial(area);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: SocialSignupValues) => {
    setFailure(null);
    setBusy(true);
    try {
      await signup.trigger(toSocialSignupBody(schema.parse(values), identity, lang));
      await onLinked();
    } catch (error) {
      if (errorCode(error) === "EMAIL_TAKEN") {
        form.setError("email", { type: "server", message: errorMessage(error, t) }, { shouldFocus: true });
      } else {
        setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      <FormAlert>{failure}</FormAlert>
      <FormField control={form.control} name="name" label={t("shared.fields.name")} required>
        {(registered) => <Input autoComplete="name" {...registered} />}
      </FormField>
      <FormField control={form.control} name="email" label={t("shared.fields.email")} required>
        {(registered) => <Input type="email" autoComplete="email" {...registered} />}
      </FormField>
      <ConsentFields />
      <Button type="submit" size="lg" loading={busy}>
        {t("socialCallback.signup.submit")}
      </Button>
    </Form>
  );
}
