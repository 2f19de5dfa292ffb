import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import { usePointsTotal } from "@blocks/member";
import type { PointRow } from "@contracts/members";
import {
  Badge,
  EmptyState,
  Pagination,
  Skeleton,
  Table,
  type TableColumn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import type { SWRResponse } from "swr";
import { type PointsPage, usePoints } from "../api/points";
import { usePointsHistory } from "../api/points-history";
import { useAccountText } from "../components/use-account-text";
import { pageCount, pointStatusKey, signedAmount } from "../model/points";

export type MyPointsScreenProps = { area?: Area };

type Tab = "earned" | "history";

/** `My points`: the balance, the earned points (paged) and the whole history (paged); "no point history" when empty. */
export function MyPointsScreen({ area = "member" }: MyPointsScreenProps) {
  const { t, lang } = useAccountText();
  const loggedIn = useIsLoggedIn(area);
  const total = usePointsTotal(area);
  const [tab, setTab] = useState<Tab>("earned");

  if (!loggedIn) {
    return (
      <FeaturePage title={t("myPoints.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }

  return (
    <FeaturePage
      title={t("myPoints.heading")}
      aside={
        <div className="flex items-baseline gap-2">
          <span className="text-sm text-muted-foreground">{t("myPoints.balance")}</span>
          {total.error ? (
            <span className="text-sm text-muted-foreground">{t("myPoints.balanceUnknown")}</span>
          ) : total.data === undefined ? (
            <Skeleton className="w-20" />
          ) : (
            <span className="text-2xl font-bold">
              {t("shared.pointsAmount", { amount: formatNumber(total.data, lang) })}
            </span>
          )}
        </div>
      }
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="earned">{t("myPoints.tabs.earned")}</TabsTrigger>
          <TabsTrigger value="history">{t("myPoints.tabs.history")}</TabsTrigger>
        </TabsList>
        <TabsContent value="earned">
          <EarnedPoints area={area} />
        </TabsContent>
        <TabsContent value="history">
          <PointHistory area={area} />
        </TabsContent>
      </Tabs>
    </FeaturePage>
  );
}

function EarnedPoints({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const { lang } = useAccountText();
  const query = usePoints(area, page, lang);
  return <PointsList query={query} page={page} onPage={setPage} kind="earned" />;
}

function PointHistory({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const { lang } = useAccountText();
  const query = usePointsHistory(area, page, lang);
  return <PointsList query={query} page={page} onPage={setPage} kind="history" />;
}

function PointsList({
  query,
  page,
  onPage,
  kind,
}: {
  query: SWRResponse<PointsPage, Error>;
  page: number;
  onPage: (page: number) => void;
  kind: Tab;
}) {
  const { t, lang } = useAccountText();
  const { data, error, mutate } = query;
  if (error) return <LoadError t={t} title={t("myPoints.error")} error={error} onRetry={() => void mutate()} />;
  if (data && data.meta.total === 0) return <EmptyState kind="pointHistory" titleAs="h2" />;

  const columns: TableColumn<PointRow>[] = [
    { id: "date", header: t("myPoints.columns.date"), cell: (row) => formatDate(row.created_at, lang) },
    { id: "reason", header: t("myPoints.columns.reason"), accessor: "reason", wrap: true },
    kind === "history"
      ? { id: "kind", header: t("myPoints.columns.kind"), cell: (row) => t(`myPoints.kinds.${row.kind}`) }
      : {
          id: "expires",
          header: t("myPoints.columns.expires"),
          cell: (row) => (row.expires_at ? formatDate(row.expires_at, lang) : "—"),
        },
    {
      id: "amount",
      header: t("myPoints.columns.amount"),
      align: "end",
      cell: (row) => signedAmount(row.amount, (value) => formatNumber(value, lang)),
    },
  ];
  if (kind === "earned") {
    columns.push({
      id: "status",
      header: t("myPoints.columns.status"),
      cell: (row) => {
        const status = pointStatusKey(row);
        return status ? (
          <Badge size="sm" variant={status === "valid" ? "success" : "outline"}>
            {t(`myPoints.status.${status}`)}
          </Badge>
        ) : null;
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Table
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.id}
        caption={t(kind === "earned" ? "myPoints.tabs.earned" : "myPoints.tabs.history")}
        captionHidden
        loading={data === undefined}
        loadingRows={3}
        containerClassName="rounded-md border border-border"
      />
      {data && data.meta.total_pages > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount(data.meta)}
          onPageChange={onPage}
          align="center"
          label={t("myPoints.pagination")}
        />
      )}
    </div>
  );
}
