import { FormAlert, ListSkeleton, showFieldIssues, useContractForm, RadioField } from "@blocks/feature-kit";
import type { ShareLink } from "@contracts/tracking";
import { Badge, Button, ConfirmDialog, Form, FormField, Input, toast } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { Copy, Link2, Plus } from "lucide-react";
import { useState } from "react";
import { serverFailure } from "../../model/messages";
import { useShareLinkWrites, useShareLinks } from "../api/share-links";
import {
  EMPTY_SHARE_LINK,
  LINK_EXPIRIES,
  type LinkState,
  type ShareLinkValues,
  linkState,
  shareLinkBody,
  shareLinkIssues,
} from "../model/small-forms";
import { OperatorFailure } from "./operator-failure";
import { useAdminText } from "./use-admin-text";

const STATE_BADGE: Record<LinkState, "success" | "neutral" | "warning"> = {
  live: "success",
  expired: "neutral",
  withdrawn: "warning",
};

/**
 * The tour's share links, which let anyone holding one watch the live map until it expires: a new one for 1, 6 or
 * 24 hours or until a chosen moment (its address is shown once, to copy), and the links made before, live, expired or
 * withdrawn; a live one can be withdrawn.
 */
export function ShareLinksSection({ tourId }: { tourId: number }) {
  const { t, lang } = useAdminText();
  const links = useShareLinks(tourId);
  const writes = useShareLinkWrites(tourId);
  const [made, setMade] = useState<ShareLink | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<ShareLinkValues>({
    defaultValues: EMPTY_SHARE_LINK,
    check: (values) => shareLinkIssues(values, new Date(), t),
  });
  const expiry = form.watch("expiry");

  const submit = async (values: ShareLinkValues) => {
    setAlert(null);
    setMade(null);
    try {
      const link = await writes.create(shareLinkBody(values, new Date()));
      setMade(link);
      form.reset(EMPTY_SHARE_LINK);
    } catch (error) {
      const failure = serverFailure(error, ["label", "expires_at"], t);
      showFieldIssues(
        form,
        failure.fields.map((issue) => ({ ...issue, field: issue.field === "expires_at" ? "custom" : "label" })),
      );
      setAlert(failure.message);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("editor.links.copied"));
    } catch {
      toast.error(t("editor.links.copyFailed"));
    }
  };

  const now = new Date();
  let list;
  if (links.error && !links.data)
    list = (
      <OperatorFailure error={links.error} title={t("editor.links.loadError")} onRetry={() => void links.mutate()} />
    );
  else if (!links.data) list = <ListSkeleton label={t("shared.loading")} rows={["h-12", "h-12"]} />;
  else if (links.data.length === 0) list = <p className="text-sm text-muted-foreground">{t("editor.links.none")}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {links.data.map((link) => {
          const state = linkState(link, now);
          const name = link.label || t("editor.links.unnamed", { id: link.id });
          return (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="flex flex-col gap-1">
                <span className="flex items-center gap-2 font-medium">
                  {name}
                  <Badge size="sm" variant={STATE_BADGE[state]}>
                    {t(`editor.links.state.${state}`)}
                  </Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {state === "withdrawn" && link.revoked_at
                    ? t("editor.links.withdrawnAt", { time: formatDateTime(link.revoked_at, lang) })
                    : t(state === "live" ? "editor.links.expiresAt" : "editor.links.expiredAt", {
                        time: formatDateTime(link.expires_at, lang),
                      })}
                </span>
              </span>
              {state === "live" && (
                <ConfirmDialog
                  intent="danger"
                  title={t("editor.links.withdrawTitle", { name })}
                  message={t("editor.links.withdrawBody")}
                  confirmLabel={t("editor.links.withdraw")}
                  onConfirm={async () => {
                    try {
                      await writes.withdraw(link.id);
                      toast.success(t("editor.links.withdrawn", { name }));
                    } catch (error) {
                      setAlert(serverFailure(error, [], t).message);
                    }
                  }}
                  trigger={
                    <Button
                      type="button"
                      intent="outline"
                      size="sm"
                      aria-label={t("editor.links.withdrawName", { name })}
                    >
                      {t("editor.links.withdraw")}
                    </Button>
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{t("editor.links.intro")}</p>
      {made?.url && (
        <section
          aria-labelledby="protocol-link-made"
          className="flex flex-col gap-2 rounded-lg border border-border bg-muted p-4"
        >
          <h2 id="protocol-link-made" className="flex items-center gap-2 font-semibold">
            <Link2 aria-hidden="true" className="size-4" />
            {t("editor.links.madeTitle")}
          </h2>
          <p className="text-sm">{t("editor.links.madeBody")}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Input readOnly value={made.url} aria-label={t("editor.links.address")} className="font-mono sm:max-w-xl" />
            <Button type="button" onClick={() => void copy(made.url ?? "")}>
              <Copy aria-hidden="true" />
              {t("editor.links.copy")}
            </Button>
          </div>
        </section>
      )}
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t("editor.links.addTitle")}
        className="rounded-lg border border-dashed border-border p-4"
      >
        <h2 className="font-semibold">{t("editor.links.addTitle")}</h2>
        {alert && <FormAlert>{alert}</FormAlert>}
        <FormField
          control={form.control}
          name="label"
          label={t("editor.links.label")}
          hint={t("editor.links.labelHint")}
        >
          {(registered) => <Input maxLength={100} {...registered} />}
        </FormField>
        <RadioField
          control={form.control}
          name="expiry"
          label={t("editor.links.expiry")}
          summaryLabel={t("editor.links.expiry")}
          required
          options={LINK_EXPIRIES.map((value) => ({ value, label: t(`editor.links.expiries.${value}`) }))}
        />
        {expiry === "custom" && (
          <FormField
            control={form.control}
            name="custom"
            label={t("editor.links.custom")}
            hint={t("protocol-tour:shared.koreaTime")}
            required
          >
            {(registered) => <Input type="datetime-local" {...registered} />}
          </FormField>
        )}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Plus aria-hidden="true" />
            {t("editor.links.add")}
          </Button>
        </div>
      </Form>
      <h2 className="font-semibold">{t("editor.links.listTitle")}</h2>
      {list}
    </div>
  );
}
