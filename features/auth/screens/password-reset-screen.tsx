import { errorMessage } from "../model/error-messages";
import { TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { Button, ButtonLink, Form, FormField, Input, Skeleton } from "@ds";
import type { Area } from "@lib/session/areas";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { useResetPasswordCheck } from "../api/reset-password-check";
import { useResetPasswordConfirm } from "../api/reset-password-confirm";
import { AuthPanel } from "../components/auth-panel";
import { FormAlert } from "../components/form-alert";
import { PasswordHint } from "../components/password-hint";
import { useAuthText } from "../components/use-auth-text";
import { errorCode } from "../model/error-messages";
import { type PasswordResetValues, passwordResetSchema } from "../model/schemas";

export type PasswordResetPaths = { signIn: string; findPassword: string };

export type PasswordResetScreenProps = {
  area: Area;
  /** The token from the mailed link (`/account/password-reset/{token}`). */
  token: string;
  paths: PasswordResetPaths;
};

/**
 * Sets a new password with the mailed token. The link is checked as the page opens: an expired or used one says so
 * at once (nobody types a new password twice for nothing) and offers a new link. Should the check itself fail, the
 * form shows and the server's answer to it decides.
 */
export function PasswordResetScreen({ area, token, paths }: PasswordResetScreenProps) {
  const { t } = useAuthText();
  const schema = useMemo(() => passwordResetSchema(t), [t]);
  const form = useContractForm<PasswordResetValues>({
    schema,
    defaultValues: { password: "", password_confirm: "" },
  });
  const password = useWatch({ control: form.control, name: "password" });
  const { trigger, isMutating } = useResetPasswordConfirm(area);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<"form" | "done" | "expired">("form");
  const check = useResetPasswordCheck(token, area);

  const submit = async (values: PasswordResetValues) => {
    setFailure(null);
    try {
      await trigger({ token, password: values.password });
      setState("done");
    } catch (error) {
      if (errorCode(error) === "TOKEN_INVALID") setState("expired");
      else setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
    }
  };

  if (state === "done") {
    return (
      <AuthPanel title={t("passwordReset.done.title")} description={t("passwordReset.done.body")}>
        <ButtonLink asChild size="lg" className="self-start">
          <Link to={paths.signIn}>{t("passwordReset.done.signIn")}</Link>
        </ButtonLink>
      </AuthPanel>
    );
  }

  if (state === "form" && check.data === undefined && !check.error) {
    return (
      <AuthPanel title={t("passwordReset.checking")}>
        <Skeleton className="h-10 w-full" srLabel={t("passwordReset.checking")} />
      </AuthPanel>
    );
  }

  if (state === "expired" || (state === "form" && check.data === false)) {
    return (
      <AuthPanel title={t("passwordReset.expired.title")}>
        <FormAlert>{t("shared.errors.TOKEN_INVALID")}</FormAlert>
        <ButtonLink asChild size="lg" className="self-start">
          <Link to={paths.findPassword}>{t("passwordReset.expired.again")}</Link>
        </ButtonLink>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t("passwordReset.heading")} description={t("passwordReset.description")}>
      <Form form={form} onSubmit={submit}>
        <FormAlert>{failure}</FormAlert>
        <FormField
          control={form.control}
          name="password"
          label={t("shared.fields.newPassword")}
          hint={<PasswordHint value={password} />}
          required
        >
          {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="password_confirm"
          label={t("shared.fields.newPasswordConfirm")}
          required
        >
          {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
        </FormField>
        <Button type="submit" size="lg" loading={isMutating}>
          {t("passwordReset.submit")}
        </Button>
      </Form>
      <p className="text-sm">
        <TextLink to={paths.signIn}>{t("passwordReset.links.signIn")}</TextLink>
      </p>
    </AuthPanel>
  );
}
