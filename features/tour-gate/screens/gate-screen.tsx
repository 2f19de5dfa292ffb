import { OperatorPage, SignedOut } from "@blocks/feature-kit";
import { type KeyValueStore, type ScanCamera, ScanInputs, deviceStore, useScanSession } from "@blocks/qr-scanner";
import { shopToday } from "@contracts/shop-calendar";
import { Button, Spinner } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { failureText } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Clock } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSWRConfig } from "swr";
import { type DepartureCounts, isDeparturesKey } from "../api/list-departures";
import { GATE_AREA } from "../api/paths";
import { ConflictList } from "../components/conflict-list";
import { ConnectionStatus } from "../components/connection-status";
import { DeparturePicker } from "../components/departure-picker";
import { GateLog } from "../components/gate-log";
import { playGateSound } from "../components/play-tones";
import { useGateText } from "../components/use-gate-text";
import { VerdictPanel } from "../components/verdict-panel";
import type { GateEntry } from "../model/gate-log";
import { deviceId } from "../model/gate-store";
import type { GateSound } from "../model/tones";
import { useGate } from "./use-gate";

/** A camera sees a ticket many times a second: the same code read within this long is one scan (ms). */
export const GATE_REPEAT_MS = 2000;
/**
 * The gate answers within this long, whatever the network: a server slower than this is overtaken by the device's
 * own decision, which the server's answer then confirms or corrects (ms).
 */
export const GATE_ANSWER_MS = 300;
/** A scan's request runs this long at most; unanswered, the gate goes offline and the scan waits to upload (ms). */
export const GATE_DEADLINE_MS = 2500;
/** An offline gate tries the server again this often (ms). */
export const GATE_RETRY_MS = 15_000;

export type GateScreenProps = ScanCamera & {
  /** The day first shown (`YYYY-MM-DD`); today in Korea by default. */
  today?: string;
  /** Where the device keeps its tickets and queue; the browser's local storage by default. */
  store?: KeyValueStore;
  repeatWindowMs?: number;
  retryMs?: number;
  answerMs?: number;
  deadlineMs?: number;
  /** Plays an answer's beeps (or a change of answer's); Web Audio by default. */
  sound?: (sound: GateSound) => void;
};

/**
 * `/apec2025/qrcode` (issue 23): the staff's scanner at a departure's gate. The day's departures first; once one is
 * chosen its tickets land on the device, and each ticket read by the camera, a handheld scanner or typed is decided
 * (valid, already used, wrong departure, invalid) large, in colour, with a beep and in a live region. Without a
 * network the device decides from the downloaded list and uploads its queue when the network is back.
 */
export function GateScreen({ today, store: givenStore, ...rest }: GateScreenProps) {
  const { t } = useGateText();
  const loggedIn = useIsLoggedIn(GATE_AREA);
  const [store] = useState(() => givenStore ?? deviceStore());
  const [device] = useState(() => deviceId(store));
  const [day, setDay] = useState(() => today ?? shopToday(new Date()));
  const [chosen, setChosen] = useState<DepartureCounts | null>(null);

  if (!loggedIn) return <GatePage>{<SignedOut t={t} />}</GatePage>;
  if (!chosen)
    return (
      <GatePage>
        <DeparturePicker day={day} onDay={setDay} onChoose={setChosen} />
      </GatePage>
    );
  return (
    <GateAtDeparture
      // another departure is another gate: its own list, queue and log
      key={chosen.departure_id}
      departure={chosen}
      store={store}
      device={device}
      onChange={() => setChosen(null)}
      {...rest}
    />
  );
}

function GatePage({ children }: { children: ReactNode }) {
  const { t } = useGateText();
  return (
    <OperatorPage title={t("gate.title")} intro={t("gate.intro")}>
      {children}
    </OperatorPage>
  );
}

/** A scan's log entry while it is checked. */
const CHECKING = { state: "checking", verdict: null, confirm: null, detail: null } as const;

type GateAtDepartureProps = Omit<GateScreenProps, "today" | "store"> & {
  departure: DepartureCounts;
  store: KeyValueStore;
  device: string;
  onChange: () => void;
};

/** The gate at the chosen departure: its tickets on the device, the answer, the ways in, the last scans. */
function GateAtDeparture({
  departure: chosen,
  store,
  device,
  onChange,
  repeatWindowMs = GATE_REPEAT_MS,
  retryMs = GATE_RETRY_MS,
  answerMs = GATE_ANSWER_MS,
  deadlineMs = GATE_DEADLINE_MS,
  sound = playGateSound,
  ...camera
}: GateAtDepartureProps) {
  const { t, lang } = useGateText();
  const { mutate } = useSWRConfig();
  const gate = useGate({
    departureId: chosen.departure_id,
    lang,
    store,
    device,
    retryMs,
    answerMs,
    deadlineMs,
    onCountsChanged: () => void mutate(isDeparturesKey),
  });
  const { scan } = gate;

  const { log, repeat, ...session } = useScanSession<GateEntry>({
    checking: CHECKING,
    onScan: (code, { settle, live }) => {
      void scan(code).then((outcome) => {
        if (!live()) return;
        if (outcome.kind === "verdict") {
          const { verdict, confirming } = outcome;
          sound(verdict.result);
          settle({ state: "decided", verdict, confirm: confirming ? "confirming" : null });
          // the device answered for a slow server: its answer follows, silent when the same, heard when not
          void confirming?.then((confirmation) => {
            if (!live()) return;
            if (confirmation.kind === "overruled") sound("conflict");
            settle(
              confirmation.kind === "unanswered"
                ? { confirm: null }
                : { verdict: confirmation.verdict, confirm: confirmation.kind },
            );
          });
          return;
        }
        sound("invalid");
        settle({ state: outcome.kind, detail: outcome.kind === "failed" ? failureText(outcome.error, t) : null });
      });
    },
    // a wedge scanner typing while the focus is elsewhere on the page (a button just pressed) still scans
    listening: gate.download === "ready",
    // the gate scans ticket after ticket: the camera stays on, the repeat filter drops the re-reads
    repeatWindowMs,
  });

  if (gate.signedOut)
    return (
      <GatePage>
        <SignedOut t={t} />
      </GatePage>
    );

  const tickets = gate.book?.tickets;
  return (
    <GatePage>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex min-w-0 flex-1 items-center gap-2 text-xl font-bold break-words text-foreground">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {t("gate.departures.chosen", { time: chosen.time, course: chosen.course_name })}
        </h2>
        <Button intent="outline" size="sm" onClick={onChange}>
          {t("gate.departures.change")}
        </Button>
      </div>

      {gate.download === "loading" && <Spinner size="sm" showLabel label={t("gate.tickets.loading")} />}
      {gate.download === "ready" && tickets && (
        <p className="text-sm text-muted-foreground">
          {t("gate.tickets.ready", { count: tickets.tickets.length, time: formatDateTime(tickets.fetched_at, lang) })}
        </p>
      )}
      {gate.download === "failed" && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <span className="flex-1">{t("gate.tickets.failed")}</span>
          <Button size="sm" intent="outline" onClick={gate.redownload}>
            {t("gate.tickets.retry")}
          </Button>
        </div>
      )}
      {gate.storageFailed && (
        <p role="alert" className="text-sm text-danger">
          {t("gate.tickets.storageFailed")}
        </p>
      )}

      <ConnectionStatus
        online={gate.online}
        uploading={gate.uploading}
        waiting={gate.waiting}
        uploaded={gate.uploaded}
        device={device}
        onUpload={() => void gate.upload()}
      />
      <ConflictList conflicts={gate.conflicts} onDismiss={gate.dismissConflicts} />

      <VerdictPanel entry={log[0] ?? null} repeat={repeat} />

      <ScanInputs session={session} t={t} keys="gate" {...camera} />

      <GateLog entries={log} />
    </GatePage>
  );
}
