import { TitledSection } from "@blocks/feature-kit";
import type { AdminSession } from "@contracts/mice";
import { Button, Table, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEditorText } from "./edition-text";

export type ConferenceDayTableProps = {
  day: string;
  /** The day's sessions as the programme orders them. */
  sessions: readonly AdminSession[];
  /** Sessions whose deletion is on its way. */
  pending: ReadonlySet<number>;
  onAdd: (day: string) => void;
  onEdit: (session: AdminSession) => void;
  onDelete: (session: AdminSession) => void;
};

/** One day of the programme: each session's time, title and track, room and speakers, with its edit and delete. */
export function ConferenceDayTable({ day, sessions, pending, onAdd, onEdit, onDelete }: ConferenceDayTableProps) {
  const { t, lang } = useEditorText();
  const date = formatDate(day, lang, "weekday");
  const ko = lang === "ko";
  const titleOf = (session: AdminSession) => (ko ? session.title_ko : session.title_en);
  const columns: TableColumn<AdminSession>[] = [
    {
      id: "time",
      header: t("conference.table.time"),
      width: "8rem",
      cell: (session) => (
        <span className="tabular-nums">
          {session.starts_at}–{session.ends_at}
        </span>
      ),
    },
    {
      id: "session",
      header: t("conference.table.session"),
      rowHeader: true,
      wrap: true,
      cell: (session) => (
        <div className="flex flex-col">
          <span className="font-medium text-foreground">{titleOf(session)}</span>
          <span className="text-sm text-muted-foreground">{ko ? session.track_ko : session.track_en}</span>
        </div>
      ),
    },
    {
      id: "room",
      header: t("conference.table.room"),
      wrap: true,
      cell: (session) => (ko ? session.room_ko : session.room_en),
    },
    {
      id: "speakers",
      header: t("conference.table.speakers"),
      wrap: true,
      cell: (session) => session.speakers.map((speaker) => (ko ? speaker.name_ko : speaker.name_en)).join(", "),
    },
    {
      id: "actions",
      header: t("conference.table.actions"),
      cell: (session) => (
        <div className="flex flex-wrap gap-2">
          <Button
            intent="outline"
            size="sm"
            aria-label={t("conference.editOne", { title: titleOf(session) })}
            onClick={() => onEdit(session)}
          >
            <Pencil aria-hidden="true" />
            {t("conference.edit")}
          </Button>
          <Button
            intent="ghost"
            size="sm"
            disabled={pending.has(session.id)}
            aria-label={t("conference.deleteOne", { title: titleOf(session) })}
            onClick={() => onDelete(session)}
          >
            <Trash2 aria-hidden="true" />
            {t("conference.remove")}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <TitledSection
      title={date}
      align="center"
      aside={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{t("conference.count", { count: sessions.length })}</p>
          <Button intent="outline" size="sm" onClick={() => onAdd(day)}>
            <Plus aria-hidden="true" />
            {t("conference.addOn", { day: date })}
          </Button>
        </div>
      }
      className="flex flex-col gap-2"
    >
      {sessions.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t("conference.emptyDay")}
        </p>
      ) : (
        <Table
          density="compact"
          caption={t("conference.table.caption", { date })}
          captionHidden
          columns={columns}
          rows={sessions}
          rowKey={(session) => session.id}
        />
      )}
    </TitledSection>
  );
}
