import { AuditTrail, useConsoleAccess } from "@blocks/console";
import { FeaturePage, LoadError, PageFailure, SignedOut, TextLink, TitledSection } from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import type { MemberAdminCoupon, MemberAdminDetail, MemberAdminPointRow } from "@contracts/members-admin";
import { Button, Pagination, Skeleton, Table, type TableColumn } from "@ds";
import { formatDate, formatDateTime, formatNumber } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import { useMember, useMemberActions, useMemberPoints } from "../api/members";
import { OPERATOR_AREA } from "../api/paths";
import { CouponDialog } from "../components/coupon-dialog";
import { MemberStatusBadge } from "../components/member-status-badge";
import type { MembersAdminPaths } from "../components/paths";
import { PointsDialog } from "../components/points-dialog";
import { RevokeCouponDialog } from "../components/revoke-coupon-dialog";
import { StatusDialog } from "../components/status-dialog";
import { useMembersAdminText } from "../components/use-members-admin-text";
import { failureText } from "../model/messages";

export type MemberAdminScreenProps = { id: number; paths: MembersAdminPaths };

/**
 * One member for the console (`/admin/members/{id}`): the account, how many reservations, reviews and inquiries,
 * the points with their whole history page by page, the coupons held, used, expired and revoked, and who changed
 * what. Clerks and operators deactivate or reactivate the account, grant points and coupons and revoke an unused
 * coupon, each with a reason; a viewer reads only.
 */
export function MemberAdminScreen({ id, paths }: MemberAdminScreenProps) {
  const { t } = useMembersAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  return (
    <FeaturePage title={t("detail.title")} aside={<TextLink to={paths.list}>{t("detail.back")}</TextLink>}>
      {loggedIn ? <Member id={id} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

/** An audit entry in the members' words: what was done, the amount, and the reason given. */
export function describeEntry(entry: AuditEntry, t: Translate): string {
  const detail = entry.detail;
  const amount = typeof detail.amount === "number" ? Math.abs(detail.amount) : undefined;
  const what = t(`audit.${entry.action}`, {
    defaultValue: entry.action,
    amount,
    name: typeof detail.name === "string" ? detail.name : "",
  });
  return typeof detail.reason === "string" && detail.reason
    ? t("audit.withReason", { what, reason: detail.reason })
    : what;
}

function Member({ id }: { id: number }) {
  const { t } = useMembersAdminText();
  const member = useMember(id);
  if (member.error && !member.data)
    return (
      <PageFailure
        t={t}
        describe={failureText}
        title={t("detail.loadError")}
        error={member.error}
        onRetry={() => void member.mutate()}
        notFound
      />
    );
  if (!member.data)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-40" />
      </div>
    );
  return <MemberBody id={id} data={member.data} />;
}

function MemberBody({ id, data }: { id: number; data: MemberAdminDetail }) {
  const { t, lang } = useMembersAdminText();
  const access = useConsoleAccess();
  const actions = useMemberActions(id);
  const [statusChange, setStatusChange] = useState<"deactivate" | "reactivate" | null>(null);
  const [pointsOpen, setPointsOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const [revoking, setRevoking] = useState<MemberAdminCoupon | null>(null);
  const { account, counts, points, coupons } = data;
  const changeable = access.canWrite && account.status !== "deleted";

  const rows: [string, string][] = [
    [t("account.email"), account.email],
    [t("account.loginId"), account.login_id],
    [t("account.phone"), account.phone ?? t("account.none")],
    [t("account.type"), t(`types.${account.type}`)],
    [t("account.social"), account.social_type ? t(`social.${account.social_type}`) : t("account.none")],
    [t("account.birthday"), account.birthday ? formatDate(account.birthday, lang) : t("account.none")],
    [t("account.gender"), account.gender ? t(`genders.${account.gender}`) : t("account.none")],
    [t("account.nationality"), account.nationality ?? t("account.none")],
    [t("account.passport"), account.passport ?? t("account.none")],
    [t("account.company"), account.company_name ?? t("account.none")],
    [t("account.marketing"), account.marketing ? t("account.yes") : t("account.no")],
    [t("account.lang"), t(`langs.${account.lang}`)],
    [t("account.joined"), formatDateTime(account.created_at, lang)],
  ];

  return (
    <>
      <section aria-labelledby="member-account" className="flex flex-col gap-4 rounded-md border border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="member-account" className="text-xl font-semibold break-words text-foreground">
              {account.name || t("list.noName")}
            </h2>
            <MemberStatusBadge status={account.status} />
          </div>
          {changeable &&
            (account.status === "active" ? (
              <Button intent="outline" size="sm" onClick={() => setStatusChange("deactivate")}>
                {t("status.deactivate.open")}
              </Button>
            ) : (
              <Button intent="outline" size="sm" onClick={() => setStatusChange("reactivate")}>
                {t("status.reactivate.open")}
              </Button>
            ))}
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="flex flex-wrap gap-3 text-sm" aria-label={t("counts.label")}>
          {(["reservations", "reviews", "inquiries"] as const).map((kind) => (
            <li key={kind} className="rounded-md bg-muted px-3 py-1.5 text-foreground">
              {t(`counts.${kind}`, { count: counts[kind] })}
            </li>
          ))}
        </ul>
      </section>

      <TitledSection
        title={t("points.title")}
        align="center"
        className="flex flex-col gap-3"
        aside={
          changeable ? (
            <Button size="sm" onClick={() => setPointsOpen(true)}>
              {t("points.grant")}
            </Button>
          ) : undefined
        }
      >
        <p className="text-lg font-semibold text-foreground">
          {t("points.balance", { points: formatNumber(points.balance, lang) })}
        </p>
        <PointsHistory id={id} />
      </TitledSection>

      <TitledSection
        title={t("coupons.title")}
        align="center"
        className="flex flex-col gap-4"
        aside={
          changeable ? (
            <Button size="sm" onClick={() => setCouponOpen(true)}>
              {t("coupons.grant")}
            </Button>
          ) : undefined
        }
      >
        {(["held", "used", "expired", "revoked"] as const).map((group) => (
          <CouponGroup
            key={group}
            group={group}
            coupons={coupons[group]}
            onRevoke={changeable && group === "held" ? setRevoking : undefined}
          />
        ))}
      </TitledSection>

      <AuditTrail subject="member" subjectId={id} describe={(entry) => describeEntry(entry, t)} />

      <StatusDialog
        change={statusChange}
        name={account.name}
        onClose={() => setStatusChange(null)}
        onSend={(change, reason) => (change === "deactivate" ? actions.deactivate(reason) : actions.reactivate(reason))}
      />
      <PointsDialog
        open={pointsOpen}
        balance={points.balance}
        onClose={() => setPointsOpen(false)}
        onSend={actions.grantPoints}
      />
      <CouponDialog open={couponOpen} onClose={() => setCouponOpen(false)} onSend={actions.grantCoupon} />
      <RevokeCouponDialog coupon={revoking} onClose={() => setRevoking(null)} onSend={actions.revokeCoupon} />
    </>
  );
}

/**
 * The member's whole points history, newest first, a page at a time: when, what kind, how many, why, and which
 * operator wrote it (none for the member's own earnings and uses).
 */
function PointsHistory({ id }: { id: number }) {
  const { t, lang } = useMembersAdminText();
  const [page, setPage] = useState(1);
  const history = useMemberPoints(id, page, lang);
  const columns: TableColumn<MemberAdminPointRow>[] = [
    { id: "when", header: t("points.table.when"), cell: (row) => formatDateTime(row.created_at, lang) },
    { id: "kind", header: t("points.table.kind"), cell: (row) => t(`points.kinds.${row.kind}`) },
    {
      id: "amount",
      header: t("points.table.amount"),
      cell: (row) => (row.amount > 0 ? "+" : "") + formatNumber(row.amount, lang),
    },
    { id: "reason", header: t("points.table.reason"), wrap: true, rowHeader: true, cell: (row) => row.reason },
    {
      id: "by",
      header: t("points.table.by"),
      cell: (row) => (row.granted_by ? row.granted_by.name || t("points.unnamed") : t("points.bySystem")),
    },
  ];
  if (history.error && !history.data)
    return (
      <LoadError
        t={t}
        title={t("points.loadError")}
        error={history.error}
        describe={failureText}
        onRetry={() => void history.mutate()}
      />
    );
  const data = history.data;
  if (data && data.meta.total === 0) return <p className="text-sm text-muted-foreground">{t("points.empty")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <Table
        caption={t("points.caption")}
        captionHidden
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.id}
        loading={!data || (history.isValidating && data.meta.page !== page)}
        density="compact"
      />
      {data && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t("points.range", {
            from: formatNumber(Math.min(data.meta.total, (data.meta.page - 1) * data.meta.per_page + 1), lang),
            to: formatNumber(Math.min(data.meta.total, data.meta.page * data.meta.per_page), lang),
            total: formatNumber(data.meta.total, lang),
          })}
        </p>
      )}
      {data && data.meta.total_pages > 1 && (
        <Pagination
          page={page}
          pageCount={data.meta.total_pages}
          onPageChange={setPage}
          label={t("points.pages")}
          size="sm"
        />
      )}
    </div>
  );
}

function CouponGroup({
  group,
  coupons,
  onRevoke,
}: {
  group: "held" | "used" | "expired" | "revoked";
  coupons: MemberAdminCoupon[];
  /** Offered on each coupon when the operator may revoke it. */
  onRevoke?: (coupon: MemberAdminCoupon) => void;
}) {
  const { t, lang } = useMembersAdminText();
  const discount = (coupon: MemberAdminCoupon) =>
    coupon.discount_type === "percent"
      ? t("coupons.percentOff", { value: coupon.discount_value })
      : t("coupons.amountOff", { value: formatNumber(coupon.discount_value, lang), currency: coupon.currency });
  const when = (coupon: MemberAdminCoupon) => {
    if (coupon.revoked_at) {
      const date = formatDate(coupon.revoked_at, lang);
      return coupon.revoke_reason
        ? t("coupons.revokedOnWhy", { date, reason: coupon.revoke_reason })
        : t("coupons.revokedOn", { date });
    }
    return coupon.used_at
      ? t("coupons.usedOn", { date: formatDate(coupon.used_at, lang) })
      : t("coupons.expiresOn", { date: formatDate(coupon.expires_at, lang) });
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-foreground">
        {t(`coupons.groups.${group}`, { count: coupons.length })}
      </h3>
      {coupons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`coupons.none.${group}`)}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {coupons.map((coupon) => (
            <li key={coupon.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
              <span className="font-medium text-foreground">{coupon.name}</span>
              <span className="text-foreground">{discount(coupon)}</span>
              <span className="font-mono text-xs text-muted-foreground">{coupon.code}</span>
              <span className="text-xs text-muted-foreground">{when(coupon)}</span>
              {onRevoke && (
                <Button
                  intent="outline"
                  size="sm"
                  aria-label={t("coupons.revoke.openFor", { name: coupon.name, code: coupon.code })}
                  onClick={() => onRevoke(coupon)}
                >
                  {t("coupons.revoke.open")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
