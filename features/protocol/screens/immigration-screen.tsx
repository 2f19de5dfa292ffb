import { FeaturePage, ListSkeleton } from "@blocks/feature-kit";
import type { Delegate } from "@contracts/protocol";
import { Badge, Button, EmptyState, toast } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { CircleCheck, Pencil, Users } from "lucide-react";
import { useState } from "react";
import { useDelegates, useTour } from "../api/tours";
import { FlightsForm } from "../components/flights-form";
import type { ProtocolPaths } from "../components/paths";
import { TourFailure } from "../components/tour-failure";
import { TourGate } from "../components/tour-gate";
import { useProtocolText } from "../components/use-protocol-text";

export type ImmigrationScreenProps = { paths: ProtocolPaths };

/**
 * The delegation's arrivals and departures (`/protocol/immigration`): each person's flights, times in Korea's time
 * and terminals, and whether the operators met them and handed them over (read-only here). The coordinator sees and
 * changes everyone's flights; a delegate their own.
 */
export function ImmigrationScreen({ paths }: ImmigrationScreenProps) {
  return (
    <TourGate page="immigration" pathFor={paths.immigration}>
      {(tourId) => <Immigration tourId={tourId} />}
    </TourGate>
  );
}

function Immigration({ tourId }: { tourId: number }) {
  const { t, lang } = useProtocolText();
  const tour = useTour(tourId, lang);
  const delegates = useDelegates(tourId);
  const error = tour.error ?? delegates.error;
  const title = t("immigration.title");
  if (!tour.data || !delegates.data)
    return (
      <FeaturePage title={title}>
        {error ? (
          <TourFailure
            error={error}
            title={t("immigration.loadError")}
            onRetry={() => {
              void tour.mutate();
              void delegates.mutate();
            }}
          />
        ) : (
          <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-32", "h-32"]} />
        )}
      </FeaturePage>
    );
  const coordinator = tour.data.coordinator;
  const people = coordinator ? delegates.data : delegates.data.filter((person) => person.is_me);
  const reload = async (id: number) => (await delegates.mutate())?.find((person) => person.id === id);
  return (
    <FeaturePage title={title} aside={<span className="text-sm text-muted-foreground">{tour.data.name}</span>}>
      <p className="text-muted-foreground">
        {t(coordinator ? "immigration.introCoordinator" : "immigration.introDelegate")}
      </p>
      {people.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          titleAs="h2"
          title={t("immigration.empty.title")}
          description={t("immigration.empty.body")}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {people.map((person) => (
            <PersonCard
              key={person.id}
              tourId={tourId}
              person={person}
              editable={coordinator || person.is_me}
              reload={() => reload(person.id)}
              onSaved={() => void delegates.mutate()}
            />
          ))}
        </ul>
      )}
    </FeaturePage>
  );
}

function PersonCard({
  tourId,
  person,
  editable,
  reload,
  onSaved,
}: {
  tourId: number;
  person: Delegate;
  editable: boolean;
  reload: () => Promise<Delegate | undefined>;
  onSaved: () => void;
}) {
  const { t, lang } = useProtocolText();
  const [editing, setEditing] = useState(false);
  const headingId = `protocol-person-${person.id}`;
  const flight = (kind: "arrival" | "departure") => {
    const number = person[`${kind}_flight`];
    const at = person[`${kind}_at`];
    const terminal = person[`${kind}_terminal`];
    return (
      <div className="flex flex-col gap-1 rounded-md bg-muted p-3">
        <dt className="text-sm font-semibold">{t(`immigration.${kind}`)}</dt>
        {number || at ? (
          <>
            <dd>{number ? t("immigration.flight", { number }) : t("immigration.noFlightNumber")}</dd>
            <dd>{at ? `${formatDateTime(at, lang)} (${t("shared.koreaTime")})` : t("immigration.noTime")}</dd>
            <dd>{terminal ? t(`immigration.terminals.${terminal}`) : t("immigration.noTerminal")}</dd>
          </>
        ) : (
          <dd className="text-muted-foreground">{t("immigration.notGiven")}</dd>
        )}
      </div>
    );
  };
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {person.name}
          {person.is_me && <Badge size="sm">{t("immigration.you")}</Badge>}
          {person.coordinator && (
            <Badge size="sm" variant="info">
              {t("immigration.coordinator")}
            </Badge>
          )}
        </h2>
        {person.title && <span className="text-sm text-muted-foreground">{person.title}</span>}
      </div>
      {editing ? (
        <FlightsForm
          tourId={tourId}
          delegate={person}
          reload={reload}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            toast.success(t("immigration.saved", { name: person.name }));
            onSaved();
          }}
        />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            {flight("arrival")}
            {flight("departure")}
          </dl>
          <ul aria-label={t("immigration.marksLabel")} className="flex flex-wrap gap-2">
            <li>
              <Badge variant={person.met_at ? "success" : "outline"}>
                {person.met_at
                  ? t("immigration.met", { time: formatDateTime(person.met_at, lang) })
                  : t("immigration.notMet")}
              </Badge>
            </li>
            <li>
              <Badge variant={person.handed_over_at ? "success" : "outline"}>
                {person.handed_over_at
                  ? t("immigration.handedOver", { time: formatDateTime(person.handed_over_at, lang) })
                  : t("immigration.notHandedOver")}
              </Badge>
            </li>
          </ul>
          {editable && (
            <div>
              <Button type="button" intent="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t("immigration.edit", { name: person.name })}
              </Button>
            </div>
          )}
        </>
      )}
      {!editing && person.met_at && person.handed_over_at && (
        <p className="flex items-center gap-2 text-sm text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("immigration.allDone")}
        </p>
      )}
    </li>
  );
}
