import { Button, confirm } from "@ds";
import type { Area } from "@lib/session/areas";
import { clearArea } from "@lib/session/session-store";
import { useState } from "react";
import { useDeleteAccount } from "../api/delete-account";
import { errorMessage } from "../model/error-messages";
import { FormAlert } from "./form-alert";
import { useAuthText } from "./use-auth-text";

export type DeleteAccountSectionProps = {
  area: Area;
  /**
   * Called once the account is gone, while the tab still holds its (now revoked) token: leave the page for the
   * site's home here. The tab is signed out when it resolves, so the page's sign-in guard never asks to sign in.
   */
  onDeleted: () => Promise<unknown> | void;
};

/** Deleting the account: asked first with a danger confirmation; afterwards the tab is signed out. */
export function DeleteAccountSection({ area, onDeleted }: DeleteAccountSectionProps) {
  const { t } = useAuthText();
  const { trigger, isMutating } = useDeleteAccount(area);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setFailure(null);
    const sure = await confirm({
      title: t("deleteAccount.confirm.title"),
      message: t("deleteAccount.confirm.message"),
      kind: "question",
      intent: "danger",
      confirmLabel: t("deleteAccount.confirm.yes"),
      cancelLabel: t("deleteAccount.confirm.no"),
    });
    if (!sure) return;
    try {
      await trigger();
    } catch (error) {
      setFailure(errorMessage(error, t));
      return;
    }
    await onDeleted();
    clearArea(area);
  };

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-3">
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        {t("deleteAccount.heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("deleteAccount.body")}</p>
      <FormAlert>{failure}</FormAlert>
      <Button intent="danger" className="self-start" loading={isMutating} onClick={() => void remove()}>
        {t("deleteAccount.action")}
      </Button>
    </section>
  );
}
