import { LoadError, SignedOut } from "@blocks/feature-kit";
import type { EduAdminProgramme, EduWindowState } from "@contracts/applications";
import { ButtonLink, EmptyState, StatusBadge, type StatusTone, Table, type TableColumn } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarPlus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useAdminProgrammes } from "../api/programmes";
import { AdminPage } from "../components/admin-page";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";

export type ProgrammesScreenProps = { paths: EduAdminPaths };

const WINDOW_TONES: Record<EduWindowState, StatusTone> = { upcoming: "info", open: "success", closed: "neutral" };

/**
 * `/seouleduadmin/programmes`: every programme, the newest trip first, with its window (in Korea time) and the
 * seats approved against its capacity; each opens its editor, and a new one starts from here.
 */
export function ProgrammesScreen({ paths }: ProgrammesScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const programmes = useAdminProgrammes();

  const columns: TableColumn<EduAdminProgramme>[] = [
    {
      id: "title",
      header: t("programmes.table.title"),
      rowHeader: true,
      cell: (programme) => (
        <span className="flex flex-col">
          <Link
            to={paths.programme(programme.id)}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {lang === "ko" ? programme.title_ko : programme.title_en}
          </Link>
          <span className="text-xs text-muted-foreground">{programme.code}</span>
        </span>
      ),
    },
    { id: "year", header: t("programmes.table.year"), cell: (programme) => programme.year },
    {
      id: "trip",
      header: t("programmes.table.trip"),
      cell: (programme) =>
        t("programmes.table.range", {
          from: formatDate(programme.trip_start, lang),
          to: formatDate(programme.trip_end, lang),
        }),
    },
    {
      id: "window",
      header: t("programmes.table.window"),
      cell: (programme) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge
            size="sm"
            data-window={programme.window}
            tone={WINDOW_TONES[programme.window]}
            label={t(`applications:window.${programme.window}`)}
          />
          <span className="text-xs text-muted-foreground">
            {t("programmes.table.range", {
              from: formatDateTime(programme.opens_at, lang),
              to: formatDateTime(programme.closes_at, lang),
            })}
          </span>
        </span>
      ),
    },
    {
      id: "seats",
      header: t("programmes.table.seats"),
      align: "end",
      cell: (programme) => t("programmes.table.seatsValue", { seated: programme.seated, capacity: programme.capacity }),
    },
  ];

  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (programmes.error && !programmes.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("programmes.loadError")}
        error={programmes.error}
        onRetry={() => void programmes.mutate()}
      />
    );
  else if (programmes.data && programmes.data.length === 0)
    body = (
      <EmptyState
        icon={<CalendarPlus aria-hidden="true" />}
        titleAs="h2"
        title={t("programmes.empty.title")}
        description={t("programmes.empty.body")}
      />
    );
  else
    body = (
      <Table
        caption={t("programmes.caption")}
        captionHidden
        columns={columns}
        rows={programmes.data ?? []}
        rowKey={(programme) => programme.id}
        loading={!programmes.data}
        density="compact"
      />
    );

  return (
    <AdminPage
      title={t("programmes.title")}
      intro={t("programmes.intro")}
      aside={
        loggedIn && (
          <ButtonLink asChild>
            <Link to={paths.newProgramme}>
              <Plus aria-hidden="true" />
              {t("programmes.new")}
            </Link>
          </ButtonLink>
        )
      }
    >
      {body}
    </AdminPage>
  );
}
