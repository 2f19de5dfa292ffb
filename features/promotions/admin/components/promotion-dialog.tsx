import { DialogFrame, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import {
  CreatePromotionBodySchema,
  type CreatePromotionBody,
  type PromotionLink,
  PutPromotionBodySchema,
} from "@contracts/promotions";
import { Button, Checkbox, DialogBody, DialogFooter, FormField, FormMessage, Input } from "@ds";
import { HttpError } from "@lib/http/client";
import { useState } from "react";
import { issueText, serverFailure } from "./messages";
import { usePromotionsAdminText } from "./use-promotions-admin-text";

type LinkValues = { code: string; target_path: string; active: boolean };

export type PromotionDialogProps = {
  /** `new` for a new link, a link to change it; null closes the dialog. */
  editing: PromotionLink | "new" | null;
  onClose: () => void;
  onSave: (body: CreatePromotionBody, isNew: boolean) => Promise<unknown>;
};

/** A link made or changed: its code (fixed once made), the page it leads to, and whether it works. */
export function PromotionDialog({ editing, onClose, onSave }: PromotionDialogProps) {
  const { t } = usePromotionsAdminText();
  const isNew = editing === "new";
  const current = editing === null || editing === "new" ? null : editing;
  const form = useContractForm<LinkValues>({
    // the screen mounts the dialog afresh for each link (its key), so each opening starts from that link
    defaultValues: current
      ? { code: current.code, target_path: current.target_path, active: current.active }
      : { code: "", target_path: "/", active: true },
    check: (values) => {
      const parsed = (isNew ? CreatePromotionBodySchema : PutPromotionBodySchema).safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setMessage(null);
    onClose();
  };

  const submit = async (values: LinkValues) => {
    setBusy(true);
    try {
      await onSave({ code: values.code.trim(), target_path: values.target_path.trim(), active: values.active }, isNew);
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const failure = serverFailure(error, ["code", "target_path"] as const, t);
      showFieldIssues(form, failure.fields.slice(0, 1), { focus: true });
      setMessage(failure.message ?? (error instanceof HttpError ? null : t("shared.errors.generic")));
    }
  };

  return (
    <DialogFrame
      open={editing !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={isNew ? t("dialog.newTitle") : t("dialog.editTitle", { code: current?.code ?? "" })}
      description={t("dialog.description")}
      form={{
        onSubmit: (event) => {
          setMessage(null);
          void form.handleSubmit(submit)(event);
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        {isNew && (
          <FormField control={form.control} name="code" label={t("dialog.code")} hint={t("dialog.codeHint")} required>
            {(registered) => <Input maxLength={64} autoComplete="off" {...registered} />}
          </FormField>
        )}
        <FormField
          control={form.control}
          name="target_path"
          label={t("dialog.target")}
          hint={t("dialog.targetHint")}
          required
        >
          {(registered) => <Input maxLength={500} autoComplete="off" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="active"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t("dialog.active")}
              description={t("dialog.activeHint")}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" loading={busy}>
          {isNew ? t("dialog.create") : t("dialog.save")}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
