import { errorMessage } from "../model/error-messages";
import { TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { Button, Form, FormField, Input } from "@ds";
import type { Area } from "@lib/session/areas";
import { useMemo, useState } from "react";
import { useResetPassword } from "../api/reset-password";
import { AuthPanel } from "../components/auth-panel";
import { FormAlert } from "../components/form-alert";
import { useAuthText } from "../components/use-auth-text";
import { maskEmail } from "../model/mask";
import { type FindPasswordValues, findPasswordSchema } from "../model/schemas";

export type FindPasswordPaths = {
  signIn: string;
  /** The site's reset page without the token (`/account/password-reset`): the mailed link opens it. */
  passwordReset: string;
};

export type FindPasswordScreenProps = {
  area: Area;
  paths: FindPasswordPaths;
};

/**
 * Find password: mails a reset link (valid 1 hour). The answer is the same whether or not the address exists, so
 * the page says "if an account exists" rather than confirming anything about the address.
 */
export function FindPasswordScreen({ area, paths }: FindPasswordScreenProps) {
  const { t, lang } = useAuthText();
  const schema = useMemo(() => findPasswordSchema(t), [t]);
  const form = useContractForm<FindPasswordValues>({ schema, defaultValues: { email: "" } });
  const { trigger, isMutating } = useResetPassword(area);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: FindPasswordValues) => {
    setFailure(null);
    try {
      const url = new URL(paths.passwordReset, window.location.origin).href;
      await trigger({ email: values.email, lang, url });
      setSentTo(values.email);
    } catch (error) {
      setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
    }
  };

  return (
    <AuthPanel title={t("findPassword.heading")} description={t("findPassword.description")}>
      {sentTo ? (
        <FormAlert tone="success">
          <strong>{t("findPassword.sent.title")}</strong>
          <span>{t("findPassword.sent.body", { email: maskEmail(sentTo) })}</span>
        </FormAlert>
      ) : (
        <Form form={form} onSubmit={submit}>
          <FormAlert>{failure}</FormAlert>
          <FormField control={form.control} name="email" label={t("shared.fields.email")} required>
            {(registered) => <Input type="email" autoComplete="email" {...registered} />}
          </FormField>
          <Button type="submit" size="lg" loading={isMutating}>
            {t("findPassword.submit")}
          </Button>
        </Form>
      )}
      <p className="text-sm">
        <TextLink to={paths.signIn}>{t("findPassword.links.signIn")}</TextLink>
      </p>
    </AuthPanel>
  );
}
