import {
  FeaturePage,
  InlineAlert,
  ListSkeleton,
  SignedOut,
  TabbedPage,
  TextLink,
  chosenTab,
  withTab,
} from "@blocks/feature-kit";
import type { Delegate } from "@contracts/protocol";
import { Badge, Button, EmptyState, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { PlaneLanding, PlaneTakeoff, Undo2, Users } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { koreaClock } from "../../model/korea-time";
import { serverFailure } from "../../model/messages";
import { type Mark, useArrivals, useMarks } from "../api/arrivals";
import { OPERATOR_AREA } from "../api/keys";
import { useAdminTour } from "../api/tours";
import { OperatorFailure } from "../components/operator-failure";
import type { ProtocolAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { type BoardKind, boardDays, nextToLand } from "../model/board";

export type ArrivalsScreenProps = { tourId: number; paths: ProtocolAdminPaths };

const TABS = ["arrivals", "departures"] as const;
type Tab = (typeof TABS)[number];

/**
 * The arrivals board of a tour (`/protocol/admin/tours/{id}/immigration`): everyone by arrival time in Korea, day by
 * day, the next to land highlighted, with flight and terminal; each person is marked met, then handed over (either
 * undone if pressed by mistake). The departures are the second tab.
 */
export function ArrivalsScreen({ tourId, paths }: ArrivalsScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [query, setQuery] = useSearchParams();
  const tour = useAdminTour(tourId);
  const people = useArrivals(tourId);
  const title = t("board.title");
  const aside = (
    <span className="flex flex-wrap gap-4">
      <TextLink to={paths.list}>{t("editor.back")}</TextLink>
      <TextLink to={paths.tour(tourId)}>{t("board.toEditor")}</TextLink>
    </span>
  );
  if (!loggedIn)
    return (
      <FeaturePage title={title} aside={aside}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  const error = people.error ?? tour.error;
  if (!people.data || !tour.data)
    return (
      <FeaturePage title={title} aside={aside}>
        {error ? (
          <OperatorFailure
            error={error}
            title={t("board.loadError")}
            onRetry={() => {
              void people.mutate();
              void tour.mutate();
            }}
          />
        ) : (
          <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-20", "h-20", "h-20"]} />
        )}
      </FeaturePage>
    );
  const tab = chosenTab(query.get("tab"), TABS) ?? "arrivals";
  const name = lang === "ko" ? tour.data.name_ko : tour.data.name_en;
  const list = people.data;
  return (
    <TabbedPage<Tab>
      title={t("board.titleOf", { name })}
      aside={aside}
      tabsLabel={t("board.tabsLabel")}
      value={tab}
      onValueChange={(next) => setQuery(withTab(query, next, "arrivals"), { replace: true })}
      tabs={[
        {
          value: "arrivals",
          label: t("board.tabs.arrivals"),
          icon: <PlaneLanding aria-hidden="true" />,
          render: () => <Board people={list} kind="arrival" />,
        },
        {
          value: "departures",
          label: t("board.tabs.departures"),
          icon: <PlaneTakeoff aria-hidden="true" />,
          render: () => <Board people={list} kind="departure" />,
        },
      ]}
    />
  );
}

function Board({ people, kind }: { people: readonly Delegate[]; kind: BoardKind }) {
  const { t, lang } = useAdminText();
  if (people.length === 0)
    return (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        titleAs="h2"
        title={t("board.empty.title")}
        description={t("board.empty.body")}
      />
    );
  const next = kind === "arrival" ? nextToLand(people, new Date()) : null;
  return (
    <div className="flex flex-col gap-6">
      {next && (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {t("board.nextIs", {
            name: next.name,
            time: koreaClock(next.arrival_at ?? "", lang),
            flight: next.arrival_flight || "—",
          })}
        </p>
      )}
      {boardDays(people, kind).map((group) => {
        const id = `protocol-board-${kind}-${group.day ?? "none"}`;
        return (
          <section key={group.day ?? "none"} aria-labelledby={id} className="flex flex-col gap-2">
            <h2 id={id} className="text-lg font-semibold">
              {group.day ? formatDate(group.day, lang, "weekday") : t(`board.noTime.${kind}`)}
            </h2>
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {group.people.map((person) => (
                <BoardRow key={person.id} person={person} kind={kind} next={next?.id === person.id} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function BoardRow({ person, kind, next }: { person: Delegate; kind: BoardKind; next: boolean }) {
  const { t, lang } = useAdminText();
  const marks = useMarks();
  const [busy, setBusy] = useState<Mark | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const at = person[`${kind}_at`];
  const flight = person[`${kind}_flight`];
  const terminal = person[`${kind}_terminal`];
  const act = async (mark: Mark, on: boolean) => {
    setAlert(null);
    setBusy(mark);
    try {
      await marks(person.id, mark, on);
      const key = mark === "met" ? (on ? "metDone" : "metUndone") : on ? "handedDone" : "handedUndone";
      toast.success(t(`board.${key}`, { name: person.name }));
    } catch (error) {
      setAlert(serverFailure(error, [], t).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <li
      aria-current={next ? "true" : undefined}
      className={`flex flex-col gap-2 p-3 ${next ? "border-l-4 border-primary bg-muted" : ""}`}
    >
      <div className="grid gap-2 sm:grid-cols-[5rem_1fr_auto] sm:items-center">
        <span className="font-mono text-lg font-semibold">{at ? koreaClock(at, lang) : "—"}</span>
        <span className="flex flex-col">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {person.name}
            {next && (
              <Badge size="sm" variant="primary">
                {t("board.next")}
              </Badge>
            )}
            {person.coordinator && (
              <Badge size="sm" variant="info">
                {t("protocol-tour:immigration.coordinator")}
              </Badge>
            )}
          </span>
          <span className="text-sm text-muted-foreground">
            {[
              person.title,
              flight ? t("protocol-tour:immigration.flight", { number: flight }) : t("board.noFlight"),
              terminal ? t(`protocol-tour:immigration.terminals.${terminal}`) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
        {kind === "arrival" ? (
          <span className="flex flex-wrap items-center gap-2">
            {person.met_at ? (
              <>
                <Badge variant="success">
                  {person.met_by
                    ? t("board.metBy", { time: koreaClock(person.met_at, lang), name: person.met_by })
                    : t("board.metAt", { time: koreaClock(person.met_at, lang) })}
                </Badge>
                {!person.handed_over_at && (
                  <Button
                    type="button"
                    intent="ghost"
                    size="sm"
                    loading={busy === "met"}
                    onClick={() => void act("met", false)}
                  >
                    <Undo2 aria-hidden="true" />
                    {t("board.undo")}
                    <span className="sr-only">{t("board.undoMetSr", { name: person.name })}</span>
                  </Button>
                )}
              </>
            ) : (
              <Button type="button" size="sm" loading={busy === "met"} onClick={() => void act("met", true)}>
                {t("board.met")}
                <span className="sr-only">{t("board.forName", { name: person.name })}</span>
              </Button>
            )}
            {person.handed_over_at ? (
              <>
                <Badge variant="success">
                  {person.handed_over_by
                    ? t("board.handedBy", {
                        time: koreaClock(person.handed_over_at, lang),
                        name: person.handed_over_by,
                      })
                    : t("board.handedAt", { time: koreaClock(person.handed_over_at, lang) })}
                </Badge>
                <Button
                  type="button"
                  intent="ghost"
                  size="sm"
                  loading={busy === "handed-over"}
                  onClick={() => void act("handed-over", false)}
                >
                  <Undo2 aria-hidden="true" />
                  {t("board.undo")}
                  <span className="sr-only">{t("board.undoHandedSr", { name: person.name })}</span>
                </Button>
              </>
            ) : (
              <Button
                type="button"
                size="sm"
                intent="outline"
                disabled={!person.met_at}
                loading={busy === "handed-over"}
                onClick={() => void act("handed-over", true)}
              >
                {t("board.handed")}
                <span className="sr-only">{t("board.forName", { name: person.name })}</span>
              </Button>
            )}
          </span>
        ) : (
          <Badge variant={person.handed_over_at ? "success" : "outline"}>
            {t(person.handed_over_at ? "board.handedShort" : "board.notHandedShort")}
          </Badge>
        )}
      </div>
      {alert && <InlineAlert>{alert}</InlineAlert>}
    </li>
  );
}
