import { type AuditRecord, AuditTrailDialog, useConsoleAccess } from "@blocks/console";
import { FeaturePage, PageFailure, SignedOut } from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import type { PromotionLink } from "@contracts/promotions";
import { Button, EmptyState, Price, StatusBadge, Table, type TableColumn } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { OPERATOR_AREA, usePromotions, usePromotionWrites } from "../api/promotions";
import { failureText } from "../components/messages";
import { PromotionDialog } from "../components/promotion-dialog";
import { usePromotionsAdminText } from "../components/use-promotions-admin-text";

/** The console passes its address of the page; the screen links nowhere else. */
export type PromotionsAdminScreenProps = { paths?: { list: string } };

/**
 * The shop's promotion links for the console (`/admin/promotions`): each code with the page it leads to, whether it
 * works, its visits, and what it brought: the sign-ups and bookings made by its visitors and the paid bookings'
 * revenue per currency (ADR 0034). Clerks and operators make a link, change where it leads, and switch it off or on;
 * a viewer reads only.
 */
export function PromotionsAdminScreen(_props: PromotionsAdminScreenProps) {
  const { t } = usePromotionsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const access = useConsoleAccess();
  const [editing, setEditing] = useState<PromotionLink | "new" | null>(null);
  const writes = usePromotionWrites();
  return (
    <FeaturePage
      title={t("list.title")}
      aside={
        loggedIn && access.canWrite ? <Button onClick={() => setEditing("new")}>{t("list.create")}</Button> : undefined
      }
    >
      <p className="max-w-prose text-sm text-muted-foreground">{t("list.intro")}</p>
      {loggedIn ? <Links canWrite={access.canWrite} onEdit={setEditing} /> : <SignedOut t={t} />}
      <PromotionDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.code}
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(body, isNew) =>
          isNew ? writes.create(body) : writes.change(body.code, { target_path: body.target_path, active: body.active })
        }
      />
    </FeaturePage>
  );
}

function Links({ canWrite, onEdit }: { canWrite: boolean; onEdit: (link: PromotionLink) => void }) {
  const { t, lang } = usePromotionsAdminText();
  const links = usePromotions();
  const writes = usePromotionWrites();
  const [switching, setSwitching] = useState<string | null>(null);
  const [history, setHistory] = useState<AuditRecord | null>(null);
  const describe = useDescribe();
  if (links.error && !links.data)
    return (
      <PageFailure
        t={t}
        describe={failureText}
        title={t("list.loadError")}
        error={links.error}
        onRetry={() => void links.mutate()}
      />
    );
  if (links.data && links.data.length === 0)
    return (
      <EmptyState
        icon={<Megaphone aria-hidden="true" />}
        titleAs="h2"
        title={t("list.empty.title")}
        description={t("list.empty.body")}
      />
    );

  const toggle = async (link: PromotionLink) => {
    setSwitching(link.code);
    try {
      await writes.change(link.code, { target_path: link.target_path, active: !link.active });
    } catch {
      // the list is read again either way; a refusal shows as the link's unchanged state
    } finally {
      setSwitching(null);
    }
  };

  const columns: TableColumn<PromotionLink>[] = [
    {
      id: "code",
      header: t("list.table.link"),
      rowHeader: true,
      wrap: true,
      // where the link leads sits under its code: the figures' columns need the width
      cell: (link) => (
        <span className="flex max-w-56 flex-col gap-0.5">
          <span className="font-mono font-medium text-foreground">{link.code}</span>
          <span className="text-sm font-normal break-words text-foreground">
            <span className="sr-only">{t("list.table.target")}: </span>
            {link.target_path}
          </span>
          <span className="text-xs font-normal text-muted-foreground">
            {t("list.made", { date: formatDate(link.created_at, lang) })}
          </span>
        </span>
      ),
    },
    {
      id: "state",
      header: t("list.table.state"),
      cell: (link) => (
        <StatusBadge
          tone={link.active ? "success" : "neutral"}
          label={link.active ? t("list.active") : t("list.inactive")}
          size="sm"
        />
      ),
    },
    {
      id: "visits",
      header: t("list.table.visits"),
      wrap: true,
      cell: (link) => (
        <span className="flex flex-col">
          <span className="text-foreground">{formatNumber(link.visits, lang)}</span>
          <span className="text-xs text-muted-foreground">
            {link.last_visit_at
              ? t("list.lastVisit", { date: formatDate(link.last_visit_at, lang) })
              : t("list.noVisit")}
          </span>
        </span>
      ),
    },
    {
      id: "signups",
      header: t("list.table.signups"),
      cell: (link) => <span className="text-foreground tabular-nums">{formatNumber(link.signups, lang)}</span>,
    },
    {
      id: "bookings",
      header: t("list.table.bookings"),
      cell: (link) => <span className="text-foreground tabular-nums">{formatNumber(link.bookings, lang)}</span>,
    },
    {
      id: "revenue",
      header: t("list.table.revenue"),
      cell: (link) =>
        link.revenue.usd === 0 && link.revenue.krw === 0 ? (
          <span className="text-xs text-muted-foreground">{t("list.noRevenue")}</span>
        ) : (
          <span className="flex flex-col">
            <Price amount={link.revenue.usd} currency="USD" size="sm" />
            <Price amount={link.revenue.krw} currency="KRW" size="sm" />
          </span>
        ),
    },
  ];
  columns.push({
    id: "actions",
    header: t("list.table.actions"),
    cell: (link) => (
      <span className="flex flex-wrap gap-2">
        {canWrite && (
          <>
            <Button
              size="sm"
              intent="outline"
              aria-label={t("list.editFor", { code: link.code })}
              onClick={() => onEdit(link)}
            >
              {t("list.edit")}
            </Button>
            <Button
              size="sm"
              intent="outline"
              loading={switching === link.code}
              aria-label={t(link.active ? "list.disableFor" : "list.enableFor", { code: link.code })}
              onClick={() => void toggle(link)}
            >
              {link.active ? t("list.disable") : t("list.enable")}
            </Button>
          </>
        )}
        <Button
          size="sm"
          intent="ghost"
          aria-label={t("list.historyFor", { code: link.code })}
          onClick={() => setHistory({ subject: "promotion", id: link.code, name: link.code })}
        >
          {t("list.history")}
        </Button>
      </span>
    ),
  });

  return (
    <div className="flex flex-col gap-3">
      {links.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("list.count", { count: links.data.length })}
        </p>
      )}
      <Table
        caption={t("list.caption")}
        captionHidden
        columns={columns}
        rows={links.data ?? []}
        rowKey={(link) => link.code}
        loading={!links.data}
        density="compact"
      />
      <AuditTrailDialog record={history} onClose={() => setHistory(null)} describe={describe} />
    </div>
  );
}

/** A link's change in the feature's words: made, sent elsewhere, switched off or on. */
function useDescribe() {
  const { t } = usePromotionsAdminText();
  return (entry: AuditEntry) => {
    const target = entry.detail.target_path as { to?: unknown } | string | undefined;
    const to = typeof target === "string" ? target : typeof target?.to === "string" ? target.to : "";
    return t(`history.${entry.action}`, { target: to, defaultValue: entry.action });
  };
}
