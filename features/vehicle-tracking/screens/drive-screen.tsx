import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import type { DriveVehicle, TripAction } from "@contracts/tracking";
import { Button, EmptyState, Select, SelectItem, Skeleton } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Car, CircleAlert, Pause, Play, Square, WifiOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useDriveVehicles } from "../api/get-drive-vehicles";
import { useTripAction } from "../api/post-trip";
import {
  type GeoProblem,
  useGeolocationFeed,
  useOnline,
  usePositionQueue,
  useWakeLock,
} from "../components/use-drive-device";
import { useTrackingText } from "../components/use-tracking-text";
import { viewFailure } from "../model/failure";
import { koreaTime } from "../model/texts";

/**
 * The driver's page (`/protocol/vehicle/drive`, operators' area, role driver): their vehicle, Start / Pause / Stop,
 * and while the trip is started the phone's position sent to the delegation's map, queued on the phone through
 * network drops and sent when the connection is back. It says what was sent and when, what waits, and what to do
 * when the browser refuses the position or the tour's window is closed.
 */
export function DriveScreen() {
  const { t } = useTrackingText();
  const loggedIn = useIsLoggedIn("admin");
  return <FeaturePage title={t("drive.title")}>{loggedIn ? <DriveVehicles /> : <SignedOut t={t} />}</FeaturePage>;
}

function DriveVehicles() {
  const { t, lang } = useTrackingText();
  const vehicles = useDriveVehicles(lang);
  const [chosen, setChosen] = useState<number | null>(null);
  if (vehicles.error && !vehicles.data) {
    if (viewFailure(vehicles.error) === "signedOut") return <SignedOut t={t} />;
    return (
      <LoadError
        title={t("drive.loadError")}
        error={vehicles.error}
        t={t}
        onRetry={() => void vehicles.mutate()}
        retrySize="lg"
      />
    );
  }
  if (!vehicles.data) {
    return (
      <div role="status" aria-label={t("shared.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const list = vehicles.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Car aria-hidden="true" />}
        titleAs="h2"
        title={t("drive.none.title")}
        description={t("drive.none.body")}
      />
    );
  }
  const vehicle = list.find((item) => item.id === chosen) ?? list[0];
  return (
    <div className="flex flex-col gap-4">
      {list.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="drive-vehicle" className="text-sm font-medium text-foreground">
            {t("drive.choose")}
          </label>
          <Select id="drive-vehicle" value={String(vehicle?.id)} onValueChange={(value) => setChosen(Number(value))}>
            {list.map((item) => (
              <SelectItem key={item.id} value={String(item.id)}>
                {t("drive.vehicle", { label: item.label, plate: item.plate })}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      {vehicle && <VehiclePanel key={vehicle.id} vehicle={vehicle} />}
    </div>
  );
}

function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warning" }) {
  return (
    <p
      role={tone === "warning" ? "alert" : undefined}
      className={
        tone === "warning"
          ? "flex items-start gap-2 rounded-md border border-danger bg-surface px-4 py-3 text-sm text-foreground"
          : "flex items-start gap-2 rounded-md bg-muted px-4 py-3 text-sm text-foreground"
      }
    >
      {tone === "warning" && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />}
      <span>{children}</span>
    </p>
  );
}

const GEO_TEXT: Record<Exclude<GeoProblem, null>, string> = {
  denied: "drive.geo.denied",
  unavailable: "drive.geo.unavailable",
  unsupported: "drive.geo.unsupported",
};

function VehiclePanel({ vehicle }: { vehicle: DriveVehicle }) {
  const { t, lang } = useTrackingText();
  const trip = useTripAction(vehicle.id);
  const online = useOnline();
  const started = vehicle.trip === "started";
  const { status, enqueue } = usePositionQueue(vehicle.id);
  const geo = useGeolocationFeed(started, enqueue);
  const awake = useWakeLock(started);
  const open = vehicle.window.state === "open";
  const act = (action: TripAction) => void trip.trigger(action).catch(() => undefined);
  const waiting = status?.waiting ?? 0;
  const lastSent = status?.lastSent ?? null;

  return (
    <section
      aria-labelledby="drive-vehicle-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="drive-vehicle-title" className="text-lg font-semibold text-foreground">
            {t("drive.vehicle", { label: vehicle.label, plate: vehicle.plate })}
          </h2>
          <p className="text-sm text-muted-foreground">{t("drive.tour", { name: vehicle.tour.name })}</p>
        </div>
        <p className="text-sm font-medium text-foreground" data-trip={vehicle.trip}>
          {t("drive.trip", { state: t(`trip.${vehicle.trip}`) })}
        </p>
      </div>

      {vehicle.window.state === "before" && (
        <Notice>{t("drive.window.before", { time: koreaTime(vehicle.window.opens_at, lang) })}</Notice>
      )}
      {vehicle.window.state === "after" && (
        <Notice>{t("drive.window.after", { time: koreaTime(vehicle.window.closes_at, lang) })}</Notice>
      )}

      <div className="flex flex-wrap gap-2">
        {started ? (
          <Button size="lg" intent="secondary" onClick={() => act("pause")} loading={trip.isMutating}>
            <Pause aria-hidden="true" />
            {t("drive.pause")}
          </Button>
        ) : (
          <Button size="lg" onClick={() => act("start")} disabled={!open} loading={trip.isMutating}>
            <Play aria-hidden="true" />
            {vehicle.trip === "paused" ? t("drive.resume") : t("drive.start")}
          </Button>
        )}
        <Button
          size="lg"
          intent="outline"
          onClick={() => act("stop")}
          disabled={vehicle.trip === "idle" || vehicle.trip === "stopped"}
        >
          <Square aria-hidden="true" />
          {t("drive.stop")}
        </Button>
      </div>

      {trip.error && (
        <Notice tone="warning">
          {t("drive.tripError")}: {failureText(trip.error, t)}
        </Notice>
      )}
      {started && geo && <Notice tone="warning">{t(GEO_TEXT[geo])}</Notice>}
      {!online && (
        <p role="status" className="flex items-start gap-2 rounded-md bg-muted px-4 py-3 text-sm text-foreground">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("drive.offline")}
        </p>
      )}
      {online && (status?.failures ?? 0) > 0 && <Notice>{t("drive.retrying")}</Notice>}
      {status?.refused && <Notice tone="warning">{t("drive.refused", { message: status.refused })}</Notice>}
      {status?.signedOut && <Notice tone="warning">{t("drive.signedOut")}</Notice>}

      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("drive.lastSentLabel")}</dt>
        <dd className="text-foreground" data-slot="last-sent">
          {lastSent
            ? t("drive.lastSent", {
                time: koreaTime(new Date(lastSent.at).toISOString(), lang),
                latitude: lastSent.position.lat.toFixed(5),
                longitude: lastSent.position.lng.toFixed(5),
              })
            : t("drive.lastSentNever")}
        </dd>
        <dt className="text-muted-foreground">{t("drive.waitingLabel")}</dt>
        <dd className="text-foreground" data-slot="waiting">
          {waiting > 0 ? t("drive.waiting", { count: waiting }) : t("drive.allSent")}
        </dd>
      </dl>
      {started && <p className="text-sm text-muted-foreground">{t(awake ? "drive.awake" : "drive.sharing")}</p>}
    </section>
  );
}
