import { ConnectionIndicator } from "@blocks/event-stream";
import { LoadError, SignedOut } from "@blocks/feature-kit";
import { RouteMap, type RouteVehicle } from "@blocks/map";
import { EmptyState, Skeleton } from "@ds";
import { Clock, LinkIcon, MapPinOff } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { type ClockedTrackState, useTrackState } from "../api/get-track-state";
import { useWatchKey } from "../api/get-watch-key";
import { useLiveTrack } from "../api/use-live-track";
import { useServerNow } from "../components/use-server-now";
import { useTrackingText } from "../components/use-tracking-text";
import { VehicleList } from "../components/vehicle-list";
import { viewFailure } from "../model/failure";
import { lastPosition } from "../model/live-track";
import { koreaTime, readerTime } from "../model/texts";
import type { TrackingSource } from "../model/source";

export type TrackingScreenProps = {
  source: TrackingSource;
  /** The reader's time zone for "that is … where you are"; the browser's by default (stories fix one). */
  readerTimeZone?: string;
};

function Frame({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" data-screen="vehicle-tracking" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        {aside}
      </div>
      {children}
    </main>
  );
}

/**
 * The live map of a tour's vehicles (`/protocol/vehicle`, a share link's page, the operators' live map): the
 * route with its numbered stops and every vehicle moving on it, and beside the map each vehicle's trip, when it was
 * last heard from and its time to the next stop, with the stream's state. Outside the tour's window it says when
 * tracking starts or that it ended; an expired or unknown link says so.
 */
export function TrackingScreen({ source, readerTimeZone }: TrackingScreenProps) {
  const { t, lang } = useTrackingText();
  const watch = useWatchKey(source.kind === "tour" ? source.tourId : null);
  const key = source.kind === "share" ? source.token : (watch.data?.key ?? null);
  const track = useTrackState(key, lang);
  const title = t("viewer.title");

  const failed = source.kind === "tour" && watch.error ? watch.error : track.error;
  if (failed) {
    const kind = viewFailure(failed);
    if (kind === "signedOut") {
      return (
        <Frame title={title}>
          <SignedOut t={t} />
        </Frame>
      );
    }
    if (kind === "expired" || kind === "notFound") {
      const which = kind === "expired" ? "expired" : source.kind === "share" ? "notFound" : "notOnTour";
      return (
        <Frame title={title}>
          <EmptyState
            icon={kind === "expired" ? <Clock aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
            titleAs="h2"
            title={t(`viewer.${which}.title`)}
            description={t(`viewer.${which}.body`)}
          />
        </Frame>
      );
    }
    return (
      <Frame title={title}>
        <LoadError
          title={t("viewer.loadError")}
          error={failed}
          t={t}
          onRetry={() => {
            if (source.kind === "tour" && watch.error) void watch.mutate();
            else void track.mutate();
          }}
        />
      </Frame>
    );
  }

  if (!key || !track.data) {
    return (
      <Frame title={title}>
        <div role="status" aria-label={t("shared.loading")} className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <Skeleton className="h-[420px] w-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </Frame>
    );
  }

  const state = track.data;
  if (state.window.state !== "open") {
    const before = state.window.state === "before";
    const at = before ? state.window.opens_at : state.window.closes_at;
    const local = readerTime(at, lang, readerTimeZone);
    return (
      <Frame title={state.tour.name}>
        <EmptyState
          icon={<Clock aria-hidden="true" />}
          titleAs="h2"
          title={t(before ? "viewer.before.title" : "viewer.after.title")}
          description={[
            t(before ? "viewer.before.body" : "viewer.after.body", { time: koreaTime(at, lang) }),
            local ? t("viewer.readerTime", { time: local }) : "",
          ]
            .filter(Boolean)
            .join(" ")}
        />
      </Frame>
    );
  }
  return <LiveView key={`${key}:${state.seq}`} watchKey={key} state={state} />;
}

function LiveView({ watchKey, state }: { watchKey: string; state: ClockedTrackState }) {
  const { t, lang } = useTrackingText();
  const { track, status } = useLiveTrack(watchKey, state, lang);
  const nowMs = useServerNow(state.offset_ms);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const onMap = useMemo<RouteVehicle[]>(
    () =>
      track.vehicles.flatMap((vehicle) => {
        const last = lastPosition(vehicle);
        return last ? [{ id: vehicle.id, label: vehicle.label, lat: last.lat, lng: last.lng }] : [];
      }),
    [track.vehicles],
  );
  const labels = {
    connecting: t("connection.connecting"),
    live: t("connection.live"),
    reconnecting: t("connection.reconnecting"),
  };
  return (
    <Frame
      title={state.tour.name}
      aside={track.closed ? null : <ConnectionIndicator status={status} labels={labels} />}
    >
      {track.closed && (
        <p role="alert" className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-foreground">
          {t(`viewer.closed.${track.closed}`)}
        </p>
      )}
      {state.link_expires_at && !track.closed && (
        <p className="text-sm text-muted-foreground">
          {t("viewer.linkExpires", { time: koreaTime(state.link_expires_at, lang) })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <RouteMap
          label={t("viewer.mapLabel", { tour: state.tour.name })}
          route={state.route}
          stops={state.stops}
          vehicles={onMap}
          selectedVehicleId={selectedId}
          onSelectVehicle={(id) => setSelectedId(Number(id))}
        />
        <section aria-labelledby="vehicles-title" className="flex flex-col gap-3">
          <h2 id="vehicles-title" className="text-lg font-semibold text-foreground">
            {t("viewer.vehiclesTitle")}
          </h2>
          {onMap.length === 0 && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("viewer.noPosition")}
            </p>
          )}
          <VehicleList
            vehicles={track.vehicles}
            state={state}
            nowMs={nowMs}
            selectedId={selectedId}
            onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
          />
        </section>
      </div>
    </Frame>
  );
}
