import { SURVEY_KINDS, type SurveyArea, type SurveyInvitee, type SurveyKind } from "@contracts/survey";
import { StatusBadge, Table, type TableColumn } from "@ds";
import { KIND_LABEL_KEYS, LANG_LABEL_KEYS, STATUS_LABEL_KEYS, STATUS_TONES } from "../model/labels";
import { useAdminText } from "./use-admin-text";

/** A guest's status in one survey of the course; no response yet reads "not started". */
export function inviteeStatus(invitee: SurveyInvitee, kind: SurveyKind, area: SurveyArea) {
  return invitee.responses.find((r) => r.kind === kind && r.area === area)?.status ?? "not_started";
}

/** The guests of one course, each with where they stand in the course's two surveys. */
export function InviteeTable({
  area,
  caption,
  invitees,
  loading,
}: {
  area: SurveyArea;
  caption: string;
  invitees: readonly SurveyInvitee[];
  loading: boolean;
}) {
  const { t } = useAdminText();
  const columns: TableColumn<SurveyInvitee>[] = [
    {
      id: "guest",
      header: t("invitees.guest"),
      rowHeader: true,
      wrap: true,
      cell: (invitee) => (
        <span className="flex flex-col">
          <span>{invitee.name}</span>
          <span className="font-normal break-all text-muted-foreground">{invitee.email}</span>
        </span>
      ),
    },
    { id: "lang", header: t("invitees.language"), cell: (invitee) => t(LANG_LABEL_KEYS[invitee.lang]) },
    ...SURVEY_KINDS.map((kind): TableColumn<SurveyInvitee> => ({
      id: kind,
      header: t(KIND_LABEL_KEYS[kind]),
      cell: (invitee) => {
        const status = inviteeStatus(invitee, kind, area);
        return <StatusBadge size="sm" tone={STATUS_TONES[status]} label={t(STATUS_LABEL_KEYS[status])} />;
      },
    })),
  ];
  return (
    <Table
      caption={caption}
      captionHidden
      density="compact"
      columns={columns}
      rows={invitees}
      rowKey={(invitee) => invitee.id}
      loading={loading}
      emptyMessage={t("invitees.empty")}
    />
  );
}
