import { showServerErrors, useContractForm } from "@blocks/feature-kit";
import { Button, Form, FormField, Input } from "@ds";
import type { Area } from "@lib/session/areas";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useChangePassword } from "../api/change-password";
import { errorCode, errorMessage } from "../model/error-messages";
import { type ChangePasswordValues, changePasswordSchema } from "../model/schemas";
import { FormAlert } from "./form-alert";
import { PasswordHint } from "./password-hint";
import { useAuthText } from "./use-auth-text";

export type ChangePasswordFormProps = {
  /** Whose password (the signed-in area). */
  area: Area;
};

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

/**
 * Changing the password while signed in (a section of the profile page). The server ends the account's other
 * sessions and hands this tab a fresh token, so the member stays signed in here.
 */
export function ChangePasswordForm({ area }: ChangePasswordFormProps) {
  const { t } = useAuthText();
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const form = useContractForm<ChangePasswordValues>({ schema, defaultValues: EMPTY });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const { trigger, isMutating } = useChangePassword(area);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = async (values: ChangePasswordValues) => {
    setFailure(null);
    setChanged(false);
    try {
      await trigger({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset(EMPTY);
      setChanged(true);
    } catch (error) {
      if (errorCode(error) === "CURRENT_PASSWORD_WRONG") {
        form.setError("currentPassword", { type: "server", message: errorMessage(error, t) }, { shouldFocus: true });
      } else {
        setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
      }
    }
  };

  return (
    <section aria-labelledby="change-password-heading" className="flex flex-col gap-4">
      <h2 id="change-password-heading" className="text-lg font-semibold">
        {t("changePassword.heading")}
      </h2>
      <Form form={form} onSubmit={submit}>
        <FormAlert>{failure}</FormAlert>
        {changed && <FormAlert tone="success">{t("changePassword.done")}</FormAlert>}
        <FormField control={form.control} name="currentPassword" label={t("shared.fields.currentPassword")} required>
          {(registered) => <Input type="password" autoComplete="current-password" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="newPassword"
          label={t("shared.fields.newPassword")}
          hint={<PasswordHint value={newPassword} />}
          required
        >
          {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="newPasswordConfirm"
          label={t("shared.fields.newPasswordConfirm")}
          required
        >
          {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
        </FormField>
        <Button type="submit" intent="outline" className="self-start" loading={isMutating}>
          {t("changePassword.submit")}
        </Button>
      </Form>
    </section>
  );
}
