import type { FieldIssue } from "@blocks/feature-kit";
import { type DelegateBody, DelegateBodySchema, type VehicleBody, VehicleBodySchema } from "@contracts/protocol";
import { SHARE_LINK_MAX_HOURS, type ShareLink, type ShareLinkBody, ShareLinkBodySchema } from "@contracts/tracking";
import type { Translate } from "@lib/i18n/feature-text";
import { koreaInstant } from "../../model/korea-time";
import { issueText } from "../../model/messages";

const issuesOf = <F extends string>(
  result: { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  t: Translate,
): FieldIssue<F>[] =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ field: String(issue.path[0]) as F, message: issueText(issue, t) }));

/** A vehicle as typed: the driver's account id as text ("" for none yet). */
export type VehicleValues = { label: string; plate: string; driver_account_id: string };
export const EMPTY_VEHICLE: VehicleValues = { label: "", plate: "", driver_account_id: "" };
export const VEHICLE_FIELDS = ["label", "plate", "driver_account_id"] as const;

export function vehicleBody(values: VehicleValues): VehicleBody {
  const driver = values.driver_account_id.trim();
  return {
    label: values.label,
    plate: values.plate,
    driver_account_id: driver === "" ? null : Number(driver),
  };
}

export function vehicleIssues(values: VehicleValues, t: Translate): FieldIssue<keyof VehicleValues>[] {
  const driver = values.driver_account_id.trim();
  if (driver !== "" && !/^\d{1,9}$/.test(driver))
    return [{ field: "driver_account_id", message: t("editor.vehicles.driverHint") }];
  return issuesOf(VehicleBodySchema.safeParse(vehicleBody(values)), t);
}

export type DelegateValues = { name: string; title: string; email: string; coordinator: boolean };
export const EMPTY_DELEGATE: DelegateValues = { name: "", title: "", email: "", coordinator: false };
export const DELEGATE_FIELDS = ["name", "title", "email", "coordinator"] as const;

export const delegateBody = (values: DelegateValues): DelegateBody => ({ ...values, email: values.email.trim() });

export function delegateIssues(values: DelegateValues, t: Translate): FieldIssue<keyof DelegateValues>[] {
  return issuesOf(DelegateBodySchema.safeParse(delegateBody(values)), t);
}

/** How long a new link lasts: a few hours, or until a moment the operator types. */
export const LINK_EXPIRIES = ["1", "6", "24", "custom"] as const;
export type LinkExpiry = (typeof LINK_EXPIRIES)[number];
export type ShareLinkValues = { label: string; expiry: LinkExpiry; custom: string };
export const EMPTY_SHARE_LINK: ShareLinkValues = { label: "", expiry: "6", custom: "" };

export function shareLinkBody(values: ShareLinkValues, now: Date): ShareLinkBody {
  const expires_at =
    values.expiry === "custom"
      ? koreaInstant(values.custom)
      : new Date(now.getTime() + Number(values.expiry) * 3_600_000).toISOString();
  return { label: values.label, expires_at };
}

export function shareLinkIssues(values: ShareLinkValues, now: Date, t: Translate): FieldIssue<"label" | "custom">[] {
  const body = shareLinkBody(values, now);
  const issues = issuesOf<"label" | "expires_at">(ShareLinkBodySchema.safeParse(body), t).map((issue) => ({
    ...issue,
    field: issue.field === "expires_at" ? ("custom" as const) : ("label" as const),
  }));
  if (issues.length > 0 || values.expiry !== "custom") return issues;
  const at = new Date(body.expires_at).getTime();
  if (at <= now.getTime()) return [{ field: "custom", message: t("protocol-tour:tracking.expiresInPast") }];
  if (at > now.getTime() + SHARE_LINK_MAX_HOURS * 3_600_000)
    return [{ field: "custom", message: t("protocol-tour:tracking.expiresTooLate") }];
  return [];
}

export type LinkState = "live" | "expired" | "withdrawn";

/** Where a link stands at a moment. */
export function linkState(link: Pick<ShareLink, "expires_at" | "revoked_at">, now: Date): LinkState {
  if (link.revoked_at) return "withdrawn";
  return new Date(link.expires_at).getTime() <= now.getTime() ? "expired" : "live";
}
