import { LoadError, SignedOut } from "@blocks/feature-kit";
import type { AdminSession } from "@contracts/mice";
import { Skeleton, confirm, toast } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useMemo, useState } from "react";
import { useSessionWrites } from "../api/conference-session-writes";
import { useAdminSessions } from "../api/conference-sessions";
import { OPERATOR_AREA } from "../api/paths";
import { ConferenceDayTable } from "../components/conference-day-table";
import { ConferenceSessionDialog } from "../components/conference-session-dialog";
import { EditionPage } from "../components/edition-page";
import { useEditorText } from "../components/edition-text";
import { sessionsByDay } from "../model/conference-form";
import { failureText } from "../model/edition-messages";

type Editing = { session: AdminSession | null; day: string };

/**
 * The conference programme as operators keep it (issue 22): the edition's days, each with its sessions in the
 * programme's order; a session is added or changed in a dialog, and deleted after a confirmation.
 */
export function AdminConferenceScreen() {
  const { t, lang } = useEditorText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const programme = useAdminSessions();
  const writes = useSessionWrites();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const days = useMemo(
    () => sessionsByDay(programme.data?.sessions ?? [], programme.data?.days ?? []),
    [programme.data],
  );
  const titleOf = (session: AdminSession) => (lang === "ko" ? session.title_ko : session.title_en);

  const remove = async (session: AdminSession) => {
    const title = titleOf(session);
    const sure = await confirm({
      title: t("conference.delete.title"),
      message: t("conference.delete.message", { title }),
      kind: "question",
      intent: "danger",
      confirmLabel: t("conference.delete.confirm"),
      cancelLabel: t("conference.delete.cancel"),
    });
    if (!sure) return;
    setPending((current) => new Set(current).add(session.id));
    try {
      await writes.remove(session.id);
      toast.success(t("conference.delete.done", { title }));
    } catch (error) {
      toast.error(t("conference.delete.failed", { title, reason: failureText(error, t) }));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(session.id);
        return next;
      });
    }
  };

  let content;
  if (!loggedIn) {
    content = <SignedOut t={t} />;
  } else if (programme.error && !programme.data) {
    content = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("conference.loadError")}
        error={programme.error}
        onRetry={() => void programme.mutate()}
      />
    );
  } else if (!programme.data) {
    content = (
      <div className="flex flex-col gap-3">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-6 w-56" />
        <Skeleton shape="block" />
      </div>
    );
  } else {
    content = days.map(({ day, sessions }) => (
      <ConferenceDayTable
        key={day}
        day={day}
        sessions={sessions}
        pending={pending}
        onAdd={(chosen) => setEditing({ session: null, day: chosen })}
        onEdit={(session) => setEditing({ session, day: session.day })}
        onDelete={(session) => void remove(session)}
      />
    ));
  }

  return (
    <EditionPage title={t("conference.title")} intro={t("conference.intro")}>
      {content}
      <ConferenceSessionDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        session={editing?.session ?? null}
        day={editing?.day ?? ""}
        days={programme.data?.days ?? []}
      />
    </EditionPage>
  );
}
