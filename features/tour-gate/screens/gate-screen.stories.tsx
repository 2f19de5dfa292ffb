import { refusedCamera, scannerStoryCamera } from "@blocks/qr-scanner";
import {
  freshApiStory,
  handheldScan,
  lastScans,
  loadFailedStory,
  scanFailedStory,
  scanAndSee,
  scanResult,
  scannerSignedOutStory,
} from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import {
  FORGED_TOKEN,
  NEW_TICKET,
  OTHER_DEPARTURE_TICKET,
  SECOND_TICKET,
  STORY_DAY,
  USED_TICKET,
} from "../mocks/fixtures";
import {
  type GateApiOptions,
  departuresHandlers,
  failingCheckIn,
  gateApi,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { forgetDevice, gateStoryMeta } from "../mocks/story-meta";
import { GATE_ANSWER_MS, GateScreen } from "./gate-screen";

const meta = {
  title: "Features/TourGate/GateScreen",
  component: GateScreen,
  tags: ["autodocs"],
  ...gateStoryMeta,
  // a gate phone without a camera by default: the typed code and the handheld scanner are the way in. A busy test
  // machine can take the mocked server past the gate's 300 ms: the device's early answer only where a story asks
  args: {
    ...scannerStoryCamera.args,
    today: STORY_DAY,
    sound: fn(),
    retryMs: 300,
    answerMs: 2000,
  },
  argTypes: { ...scannerStoryCamera.argTypes, store: { control: false } },
} satisfies Meta<typeof GateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const verdict = (canvas: Canvas) => scanResult(canvas).querySelector('[data-slot="gate-verdict"]');

/** The morning departure chosen and its tickets on the device: the code field, focused. */
async function atMorningGate(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole("button", { name: /09:00.*Royal Palaces and Hanok/ }, { timeout: 5000 }),
  );
  await canvas.findByText("4 tickets on this device, downloaded at May 15, 2026 at 9:00 AM.", {}, { timeout: 5000 });
  return canvas.getByRole("textbox", { name: "Ticket code" });
}

/** Each story with its own server: nobody passed yet, and what it was asked kept. */
const fresh = (options: GateApiOptions = {}) => freshApiStory(gateApi(options), forgetDevice);

/** The day's departures by time, with course, booked, checked in and seats: the gate's first step. */
export const ChooseDeparture: Story = {
  tags: ["visual"],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ticket gate" })).toBeVisible();
    const morning = await canvas.findByRole("button", { name: /09:00.*Royal Palaces and Hanok/ }, { timeout: 5000 });
    await expect(morning).toHaveTextContent("6 booked · 1 checked in · 20 seats");
    await expect(canvas.getByRole("button", { name: /13:30.*DMZ and the Peace Line/ })).toBeVisible();
    await expect(canvas.getByLabelText("Day")).toHaveValue(STORY_DAY);
  },
};

/** The departures on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [departuresHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading the day's departures…")).toBeInTheDocument();
  },
};

/** A day without departures (another day chosen): said plainly. */
export const NoDeparturesToday: Story = {
  args: { today: "2026-05-20" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 3, name: "No departures on this day" })).toBeVisible();
    await expect(canvas.getByText("Choose another day to see its departures.")).toBeVisible();
  },
};

/** The departure chosen: its tickets on the device, online, the field focused for the scanner. */
export const Ready: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas }) => {
    const field = await atMorningGate(canvas);
    await expect(canvas.getByRole("heading", { level: 2, name: "09:00 · Royal Palaces and Hanok" })).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(canvas.getByText("Online: the server decides each scan.")).toBeVisible();
    await expect(scanResult(canvas)).toHaveTextContent("Waiting for the first scan.");
    await expect(canvas.getByText("No scans yet.")).toBeVisible();
  },
};

const valid = fresh();
/** A paid ticket of this departure: green, the holder and booking, a beep, the field empty and focused again. */
export const Valid: Story = {
  tags: ["visual"],
  ...valid.story,
  play: async ({ canvas, args }) => {
    const field = await atMorningGate(canvas);
    await scanAndSee(canvas, field, NEW_TICKET.token, "Valid: welcome aboard");
    await expect(scanResult(canvas)).toHaveTextContent(`Emma Clarke · ${NEW_TICKET.reservation_number}`);
    await expect(verdict(canvas)).toHaveAttribute("data-result", "valid");
    await expect(verdict(canvas)).toHaveAttribute("aria-live", "polite");
    await expect(args.sound).toHaveBeenCalledWith("valid");
    await expect(field).toHaveValue("");
    await expect(field).toHaveFocus();
    await expect(lastScans(canvas)[0]).toHaveTextContent("Valid");
    await expect(valid.api.scans).toEqual([NEW_TICKET.token]);
  },
};

/** A ticket passed before: amber, with when and by which scanner; scanned again by hand it is used too. */
export const AlreadyUsed: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), USED_TICKET.token, "Already used");
    await expect(scanResult(canvas)).toHaveTextContent("Passed at May 15, 2026 at 9:12 AM by gate-7f3a21");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "already_used");
    await expect(args.sound).toHaveBeenCalledWith("already_used");
  },
};

/** A ticket of the afternoon departure at the morning's gate: red, "wrong departure". */
export const WrongDeparture: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), OTHER_DEPARTURE_TICKET.token, "Wrong departure");
    await expect(scanResult(canvas)).toHaveTextContent("This ticket is for another departure.");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "wrong_departure");
  },
};

const invalid = fresh();
/** A token the server never signed, and a code that is no ticket at all (not even sent): red, "invalid". */
export const Invalid: Story = {
  ...invalid.story,
  play: async ({ canvas, args }) => {
    const field = await atMorningGate(canvas);
    await scanAndSee(canvas, field, FORGED_TOKEN, "Invalid ticket");
    await handheldScan(field, "https://elsewhere.example/poster");
    await waitFor(() => expect(lastScans(canvas)).toHaveLength(2));
    await expect(verdict(canvas)).toHaveAttribute("data-result", "invalid");
    await expect(args.sound).toHaveBeenLastCalledWith("invalid");
    await expect(invalid.api.scans).toEqual([FORGED_TOKEN]);
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(await canvas.findByText("Please enter a ticket code.")).toBeVisible();
  },
};

const offline = fresh({ checkIn: "network", batch: "network" });
/**
 * The network gone (a scan's request fails): the page says so, decides on the device from the downloaded hashes
 * (valid once, then used, the earlier passage known too) and counts what waits to upload.
 */
export const OfflineWithQueue: Story = {
  tags: ["visual"],
  ...offline.story,
  play: async ({ canvas }) => {
    const field = await atMorningGate(canvas);
    await scanAndSee(canvas, field, NEW_TICKET.token, "Valid: welcome aboard");
    await expect(scanResult(canvas)).toHaveTextContent("Decided on this device (offline).");
    await expect(await canvas.findByText("Offline: deciding on this device, 1 scan waiting to upload.")).toBeVisible();
    await scanAndSee(canvas, field, NEW_TICKET.token, "Already used");
    await handheldScan(field, USED_TICKET.token);
    await expect(scanResult(canvas)).toHaveTextContent("by gate-7f3a21");
    await handheldScan(field, SECOND_TICKET.token);
    await expect(await canvas.findByText("Offline: deciding on this device, 2 scans waiting to upload.")).toBeVisible();
    await expect(lastScans(canvas)[0]).toHaveTextContent("Valid · offline");
  },
};

const uploading = fresh({ checkIn: "network", batch: "never" });
/** Back online, the queue on its way through the batch endpoint. */
export const Uploading: Story = {
  ...uploading.story,
  play: async ({ canvas }) => {
    await handheldScan(await atMorningGate(canvas), NEW_TICKET.token);
    window.dispatchEvent(new Event("online"));
    await expect(await canvas.findByText("Uploading 1 scan…", {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() =>
      expect(uploading.api.uploads[0]?.[0]).toMatchObject({ scanned: NEW_TICKET.token, departure_id: 41 }),
    );
  },
};

const conflict = fresh({ checkIn: "network", batch: "conflict" });
/** The upload answers that another gate passed the ticket first: shown with when and which scanner. */
export const ConflictAfterUpload: Story = {
  tags: ["visual"],
  ...conflict.story,
  play: async ({ canvas }) => {
    await handheldScan(await atMorningGate(canvas), NEW_TICKET.token);
    window.dispatchEvent(new Event("online"));
    const alert = await canvas.findByRole(
      "alert",
      { name: "1 scan passed offline was refused on upload" },
      { timeout: 5000 },
    );
    await expect(alert).toHaveTextContent("1 scan passed offline was refused on upload");
    await expect(alert).toHaveTextContent("Emma Clarke: already used at May 15, 2026 at 9:20 AM by gate-b41c09");
    await userEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByText(/refused on upload/)).not.toBeInTheDocument();
  },
};

const confirming = fresh({ checkIn: "never" });
/**
 * A slow server (no answer yet past the gate's 300 ms): the device answers from its list at once, colour and beep,
 * and says in small type that the server is still to confirm it; the scan is not counted as waiting to upload.
 */
export const ConfirmingWithSlowServer: Story = {
  tags: ["visual"],
  ...confirming.story,
  args: { answerMs: GATE_ANSWER_MS, deadlineMs: 60_000 },
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), NEW_TICKET.token, "Valid: welcome aboard");
    await expect(scanResult(canvas)).toHaveTextContent("Being confirmed by the server…");
    await expect(scanResult(canvas)).not.toHaveTextContent("Decided on this device (offline).");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "valid");
    await expect(verdict(canvas)).toHaveAttribute("data-confirm", "confirming");
    await expect(args.sound).toHaveBeenCalledTimes(1);
    await expect(args.sound).toHaveBeenCalledWith("valid");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Valid · confirming");
    await expect(canvas.getByText("Online: the server decides each scan.")).toBeVisible();
    await expect(confirming.api.scans).toEqual([NEW_TICKET.token]);
  },
};

const confirmed = fresh({ checkIn: "slow", slowMs: 1500 });
/** The slow server answers the same: only the small type changes, to "confirmed", and nothing sounds again. */
export const ConfirmedBySlowServer: Story = {
  ...confirmed.story,
  args: { answerMs: GATE_ANSWER_MS },
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), NEW_TICKET.token, "Being confirmed by the server…");
    await expect(
      await within(scanResult(canvas)).findByText("Confirmed by the server.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(scanResult(canvas)).toHaveTextContent("Valid: welcome aboard");
    await expect(scanResult(canvas)).toHaveTextContent(`Emma Clarke · ${NEW_TICKET.reservation_number}`);
    await expect(verdict(canvas)).toHaveAttribute("data-confirm", "confirmed");
    await expect(args.sound).toHaveBeenCalledTimes(1);
    await expect(args.sound).toHaveBeenCalledWith("valid");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Valid");
    await expect(lastScans(canvas)[0]).not.toHaveTextContent(/confirming|offline|changed/);
    await expect(confirmed.api.scans).toEqual([NEW_TICKET.token]);
  },
};

const disagreed = fresh({ checkIn: "slowElsewhere", slowMs: 1200 });
/**
 * The slow server answers otherwise (another gate passed the ticket a moment before): the panel and the log take
 * the server's answer, with when and which scanner, a ring and a line saying it changed, and the change's beeps.
 */
export const ServerDisagreed: Story = {
  tags: ["visual"],
  ...disagreed.story,
  args: { answerMs: GATE_ANSWER_MS },
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), NEW_TICKET.token, "Valid: welcome aboard");
    await expect(await within(scanResult(canvas)).findByText("Already used", {}, { timeout: 5000 })).toBeVisible();
    await expect(scanResult(canvas)).toHaveTextContent("Passed at May 15, 2026 at 9:20 AM by gate-b41c09");
    await expect(scanResult(canvas)).toHaveTextContent("Changed by the server: its answer differs from this device's.");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "already_used");
    await expect(verdict(canvas)).toHaveAttribute("data-confirm", "overruled");
    await expect(args.sound).toHaveBeenNthCalledWith(1, "valid");
    await expect(args.sound).toHaveBeenLastCalledWith("conflict");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Already used · changed by the server");
    // the server holds the passage: nothing of this scan waits to upload
    await expect(canvas.getByText("Online: the server decides each scan.")).toBeVisible();
  },
};

const unanswered = fresh({ checkIn: "never" });
/**
 * No answer by the deadline: the device's answer stands, the gate goes offline with the scan queued, and the upload
 * once the network is back carries the request's own nonce, so the server records the passage once.
 */
export const NoAnswerGoesOffline: Story = {
  ...unanswered.story,
  args: { answerMs: GATE_ANSWER_MS, deadlineMs: 1500, retryMs: 60_000 },
  play: async ({ canvas }) => {
    await scanAndSee(canvas, await atMorningGate(canvas), NEW_TICKET.token, "Being confirmed by the server…");
    await expect(
      await canvas.findByText("Offline: deciding on this device, 1 scan waiting to upload.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(scanResult(canvas)).toHaveTextContent("Valid: welcome aboard");
    await expect(scanResult(canvas)).toHaveTextContent("Decided on this device (offline).");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Valid · offline");
    window.dispatchEvent(new Event("online"));
    await expect(
      await canvas.findByText("Uploaded: 1 scan accepted by the server.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(unanswered.api.uploads.flat().map((entry) => entry.nonce)).toEqual(unanswered.api.nonces);
    await expect(unanswered.api.nonces).toHaveLength(1);
  },
};

/** Camera refused: said plainly, with a retry, and the typed field works as before. */
export const CameraRefused: Story = {
  ...fresh().story,
  args: { openCamera: refusedCamera("NotAllowedError") },
  play: async ({ canvas }) => {
    const field = await atMorningGate(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Camera access is blocked.");
    await expect(canvas.getByRole("button", { name: "Try the camera again" })).toBeVisible();
    await scanAndSee(canvas, field, NEW_TICKET.token, "Valid: welcome aboard");
  },
};

/** The session ended: the 401 signs the operator out (the site's guard then sends them to sign in). */
export const Unauthorized: Story = scannerSignedOutStory(unauthorizedHandlers);

/** The departures could not be loaded: the server's words and a retry. */
export const ServerError: Story = loadFailedStory(
  [departuresHandlers.error],
  "The departures could not be loaded",
  "The departures service is resting. Try again in a minute.",
);

/** The server fails a scan: red, in the server's words, and the next ticket can be scanned. */
export const ScanFailed: Story = scanFailedStory({
  handlers: [failingCheckIn, ...gateApi().handlers],
  open: atMorningGate,
  code: NEW_TICKET.token,
  reason: "The check-in service is resting.",
});

export const Korean: Story = {
  ...fresh().story,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "티켓 게이트" }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: /09:00.*Royal Palaces and Hanok/ }));
    const field = await canvas.findByRole("textbox", { name: "티켓 코드" }, { timeout: 5000 });
    await handheldScan(field, NEW_TICKET.token);
    await expect(
      await within(canvas.getByRole("region", { name: "스캔 결과" })).findByText("유효: 탑승하세요"),
    ).toBeVisible();
    await expect(canvas.getByText("온라인: 서버가 스캔마다 판정합니다.")).toBeVisible();
  },
};
