import { DialogFrame, showServerErrors, useContractForm } from "@blocks/feature-kit";
import type { Pass } from "@contracts/passes";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Input, toast } from "@ds";
import type { Area } from "@lib/session/areas";
import { PenLine } from "lucide-react";
import { useMemo, useState } from "react";
import { useUpdatePassHolder } from "../api/update-holder";
import { HOLDER_MAX, type HolderFormValues, holderFormSchema } from "../model/holder-form";
import { failureText } from "../model/messages";
import { usePassText } from "./use-pass-text";

export type HolderDialogProps = {
  pass: Pick<Pass, "id" | "holder" | "code">;
  area: Area;
};

/**
 * The holder's name corrected before the pass's first scan (ADR 0030: after it, the name is what the venue
 * checked): one field, the contract's rule checked before it is sent, the server's refusal beside it.
 */
export function HolderDialog({ pass, area }: HolderDialogProps) {
  const { t } = usePassText();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdatePassHolder(area, pass.id);
  const schema = useMemo(() => holderFormSchema(t), [t]);
  const form = useContractForm<HolderFormValues, { holder: string }>({
    schema,
    defaultValues: { holder: pass.holder },
  });

  const change = (next: boolean) => {
    if (update.isMutating) return;
    form.reset({ holder: pass.holder });
    setMessage(null);
    setOpen(next);
  };

  const submit = async (values: { holder: string }) => {
    setMessage(null);
    try {
      await update.trigger({ holder: values.holder });
      setOpen(false);
      toast.success(t("card.holder.saved"));
    } catch (error) {
      const rest = showServerErrors(form, error, (failure) => failureText(failure, t));
      setMessage(rest ? `${t("card.holder.failed")} ${rest}` : t("card.holder.failed"));
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      trigger={
        <Button intent="secondary" size="sm">
          <PenLine aria-hidden="true" />
          {t("card.holder.open")}
        </Button>
      }
      title={t("card.holder.title")}
      description={t("card.holder.description")}
      form={{
        onSubmit: (event) => void form.handleSubmit(submit)(event),
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        <FormField control={form.control} name="holder" label={t("card.holder.name")} required>
          {(registered) => <Input autoComplete="off" maxLength={HOLDER_MAX} {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={update.isMutating} onClick={() => change(false)}>
          {t("card.holder.cancel")}
        </Button>
        <Button type="submit" loading={update.isMutating}>
          {t("card.holder.save")}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
