import { errorMessage } from "../model/error-messages";
import { TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { Button, Form, FormField, Input } from "@ds";
import type { Area } from "@lib/session/areas";
import { useMemo, useState } from "react";
import { useFindId } from "../api/find-id";
import { AuthPanel } from "../components/auth-panel";
import { FormAlert } from "../components/form-alert";
import { useAuthText } from "../components/use-auth-text";
import { maskEmail } from "../model/mask";
import { type FindIdValues, findIdSchema } from "../model/schemas";

export type FindIdPaths = { signIn: string; findPassword?: string };

export type FindIdScreenProps = {
  /** Whose accounts are searched (the page's area, sent by the transport). */
  area: Area;
  paths: FindIdPaths;
};

/** Find ID: name and mobile number give the area's matching sign-in addresses, masked. */
export function FindIdScreen({ area, paths }: FindIdScreenProps) {
  const { t } = useAuthText();
  const schema = useMemo(() => findIdSchema(t), [t]);
  const form = useContractForm<FindIdValues>({ schema, defaultValues: { name: "", phone: "" } });
  const { trigger, isMutating } = useFindId(area);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<string[] | null>(null);

  const submit = async (values: FindIdValues) => {
    setFailure(null);
    setFound(null);
    try {
      setFound(await trigger(values));
    } catch (error) {
      setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t)));
    }
  };

  return (
    <AuthPanel title={t("findId.heading")} description={t("findId.description")}>
      <Form form={form} onSubmit={submit}>
        <FormAlert>{failure}</FormAlert>
        <FormField control={form.control} name="name" label={t("shared.fields.name")} required>
          {(registered) => <Input autoComplete="name" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="phone"
          label={t("shared.fields.phone")}
          hint={t("shared.fields.phoneHint")}
          required
        >
          {(registered) => <Input type="tel" inputMode="numeric" autoComplete="tel" {...registered} />}
        </FormField>
        <Button type="submit" size="lg" loading={isMutating}>
          {t("findId.submit")}
        </Button>
      </Form>
      {found && (
        <section aria-labelledby="find-id-result" className="flex flex-col gap-3 rounded-md border border-border p-4">
          <h2 id="find-id-result" className="font-semibold">
            {found.length > 0 ? t("findId.result.found", { count: found.length }) : t("findId.result.none")}
          </h2>
          {found.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {found.map((email) => (
                <li key={email} className="font-mono text-sm">
                  {maskEmail(email)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("findId.result.noneHint")}</p>
          )}
        </section>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <TextLink to={paths.signIn}>{t("findId.links.signIn")}</TextLink>
        {paths.findPassword && <TextLink to={paths.findPassword}>{t("findId.links.findPassword")}</TextLink>}
      </p>
    </AuthPanel>
  );
}
