import { ListSkeleton, LoadError, OperatorPage, SignedOut } from "@blocks/feature-kit";
import {
  ConnectionBanner,
  type KeyValueStore,
  type ScanCamera,
  ScanInputs,
  deviceName,
  deviceStore,
  isForbidden,
  isNetworkFailure,
  isSignedOut,
  playTones,
  useScanSession,
} from "@blocks/qr-scanner";
import type { PassScanner, VenueSummary } from "@contracts/passes";
import { Button, EmptyState } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MapPinOff, ShieldX, WifiOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useScanner } from "../api/get-scanner";
import { SCANNER_AREA } from "../api/paths";
import { PassLog } from "../components/pass-log";
import { PassVerdict } from "../components/pass-verdict";
import { usePassScannerText } from "../components/use-pass-scanner-text";
import { VenueBar } from "../components/venue-bar";
import { PASS_TONES, type PassEntry, type PassSound } from "../model/answer";
import { DEVICE_NAMING, rememberVenue, rememberedVenue, venueOf } from "../model/venue-choice";
import { usePassScan } from "./use-pass-scan";

/** A camera sees a pass many times a second: the same code read within this long is one scan (ms). */
export const PASS_REPEAT_MS = 2000;
/** A scan waits this long for the server; unanswered, the scanner says it cannot check the pass (ms). */
export const PASS_DEADLINE_MS = 5000;

export type PassScannerScreenProps = ScanCamera & {
  /** Where the device keeps its name and an operator's venue; the browser's local storage by default. */
  store?: KeyValueStore;
  repeatWindowMs?: number;
  deadlineMs?: number;
  /** Plays an answer's beeps; Web Audio by default. */
  sound?: (sound: PassSound) => void;
};

const playPassSound = (sound: PassSound) => playTones(PASS_TONES[sound]);

/**
 * `/seoulitepass/qrcode` (issue 24, ADR 0030): the venue scanner of the visitor pass. Partner staff scan for their
 * venue, operators for the venue they choose (remembered on the device). Each pass read by the camera, a handheld
 * scanner or typed is checked by the server and answered large, in colour, with a beep and in a live region. The
 * scanner decides online only: without the network it says it cannot check, and keeps nothing to send later.
 */
export function PassScannerScreen({ store: givenStore, ...rest }: PassScannerScreenProps) {
  const { t, lang } = usePassScannerText();
  const loggedIn = useIsLoggedIn(SCANNER_AREA);
  const [store] = useState(() => givenStore ?? deviceStore());
  const [device] = useState(() => deviceName(store, DEVICE_NAMING));
  const [remembered, setRemembered] = useState(() => rememberedVenue(store));
  const { data, error, mutate } = useScanner(lang);

  if (!loggedIn || isSignedOut(error))
    return (
      <ScannerPage>
        <SignedOut t={t} />
      </ScannerPage>
    );
  if (isForbidden(error))
    return (
      <ScannerPage>
        <NotPartnerStaff />
      </ScannerPage>
    );
  if (error)
    return (
      <ScannerPage>
        {isNetworkFailure(error) ? (
          <NoConnection onRetry={() => void mutate()} />
        ) : (
          <LoadError title={t("scanner.loadFailed")} error={error} onRetry={() => void mutate()} t={t} />
        )}
      </ScannerPage>
    );
  if (!data)
    return (
      <ScannerPage>
        <ListSkeleton label={t("scanner.loading")} rows={["h-12", "h-36", "h-48"]} />
      </ScannerPage>
    );
  return (
    <ScannerAtVenue
      scanner={data}
      venue={venueOf(data, remembered)}
      onVenue={(venueId) => {
        rememberVenue(store, venueId);
        setRemembered(venueId);
      }}
      device={device}
      {...rest}
    />
  );
}

function ScannerPage({ children }: { children: ReactNode }) {
  const { t } = usePassScannerText();
  return (
    <OperatorPage title={t("scanner.title")} intro={t("scanner.intro")}>
      {children}
    </OperatorPage>
  );
}

/** A 403: signed in, but not as partner staff or an operator (a summit gate account); signing in again would not help. */
function NotPartnerStaff() {
  const { t } = usePassScannerText();
  return (
    <EmptyState
      icon={<ShieldX aria-hidden="true" />}
      title={t("scanner.forbidden.title")}
      description={t("scanner.forbidden.body")}
      titleAs="h2"
    />
  );
}

/** The scanner could not reach the server at all: passes are checked online only. */
function NoConnection({ onRetry }: { onRetry: () => void }) {
  const { t } = usePassScannerText();
  return (
    <EmptyState
      icon={<WifiOff aria-hidden="true" />}
      title={t("scanner.offline.title")}
      description={t("scanner.offline.body")}
      titleAs="h2"
      action={
        <Button intent="outline" onClick={onRetry}>
          {t("shared.retry")}
        </Button>
      }
    />
  );
}

/** A scan's log entry while it is checked. */
const CHECKING = { state: "checking", answer: null, detail: null } as const;

type ScannerAtVenueProps = Omit<PassScannerScreenProps, "store"> & {
  scanner: PassScanner;
  venue: VenueSummary | null;
  onVenue: (venueId: number) => void;
  device: string;
};

/** The scanner once the venue is known (or chosen): the answer, the ways in, the connection and the last scans. */
function ScannerAtVenue({
  scanner,
  venue,
  onVenue,
  device,
  repeatWindowMs = PASS_REPEAT_MS,
  deadlineMs = PASS_DEADLINE_MS,
  sound = playPassSound,
  ...camera
}: ScannerAtVenueProps) {
  const { t, lang } = usePassScannerText();
  const { connection, signedOut, forbidden, scan } = usePassScan({
    venueId: venue?.id ?? 0,
    sendVenue: scanner.role === "operator",
    device,
    lang,
    deadlineMs,
  });

  const { log, repeat, ...session } = useScanSession<PassEntry>({
    checking: CHECKING,
    onScan: (code, { settle, live }) => {
      void scan(code).then((outcome) => {
        if (!live()) return;
        if (outcome.kind === "answer") {
          sound(outcome.answer.result);
          settle({ state: "answered", answer: outcome.answer });
          return;
        }
        if (outcome.kind === "unchecked") {
          sound("unchecked");
          settle({ state: "unchecked" });
          return;
        }
        sound("invalid");
        settle({ state: "failed", detail: failureText(outcome.error, t) });
      });
    },
    // a wedge scanner typing while the focus is elsewhere on the page (the venue just chosen) still scans
    listening: venue !== null && !signedOut && !forbidden,
    // the venue scans pass after pass: the camera stays on, the repeat filter drops the re-reads
    repeatWindowMs,
  });

  if (signedOut)
    return (
      <ScannerPage>
        <SignedOut t={t} />
      </ScannerPage>
    );
  if (forbidden)
    return (
      <ScannerPage>
        <NotPartnerStaff />
      </ScannerPage>
    );
  if (scanner.venues.length === 0)
    return (
      <ScannerPage>
        <EmptyState
          icon={<MapPinOff aria-hidden="true" />}
          title={t("scanner.venue.none")}
          description={t("scanner.venue.noneBody")}
          titleAs="h2"
        />
      </ScannerPage>
    );

  return (
    <ScannerPage>
      <VenueBar scanner={scanner} venue={venue} onVenue={onVenue} />
      <ConnectionBanner
        online={connection === "online"}
        status={t(`scanner.connection.${connection}`)}
        device={t("scanner.connection.device", { device })}
      />
      <PassVerdict entry={log[0] ?? null} repeat={repeat} waitingForVenue={!venue} />
      {venue && <ScanInputs session={session} t={t} keys="scanner" {...camera} />}
      <PassLog entries={log} />
    </ScannerPage>
  );
}
