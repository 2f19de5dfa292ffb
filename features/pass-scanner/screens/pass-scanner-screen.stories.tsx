import { qrCamera, scannerStoryCamera, wedgeScan } from "@blocks/qr-scanner";
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
import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import {
  BOOKED_PASS,
  COUNT_PASS,
  EXPIRED_PASS,
  FESTIVAL_PASS,
  FORGED_TOKEN,
  FREE_BOOKED_PASS,
  MUSEUM,
  NEW_PASS,
  OPERATOR_SCANNER,
  REFUNDED_PASS,
  SPENT_PASS,
  USED_HERE_PASS,
} from "../mocks/fixtures";
import {
  type PassScannerApiOptions,
  failingScan,
  passScannerApi,
  scannerHandlers,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { STORY_DEVICE, passScannerStoryMeta } from "../mocks/story-meta";
import { VENUE_KEY } from "../model/venue-choice";
import { PassScannerScreen } from "./pass-scanner-screen";

const meta = {
  title: "Features/PassScanner/PassScannerScreen",
  component: PassScannerScreen,
  tags: ["autodocs"],
  ...passScannerStoryMeta,
  // a venue phone without a camera by default: the typed code and the handheld scanner are the way in
  args: { ...scannerStoryCamera.args, sound: fn() },
  argTypes: { ...scannerStoryCamera.argTypes, store: { control: false } },
} satisfies Meta<typeof PassScannerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const verdict = (canvas: Canvas) => scanResult(canvas).querySelector('[data-slot="scan-verdict"]');

/** The palace's staff at their scanner: the code field, focused. */
async function atPalace(canvas: Canvas) {
  await canvas.findByRole("heading", { level: 2, name: "Scanning for Gyeongbokgung Palace" }, { timeout: 5000 });
  return canvas.getByRole("textbox", { name: "Pass code" });
}

/** Each story with its own server, and what it was asked kept. */
const fresh = (options: PassScannerApiOptions = {}, before?: () => void) =>
  freshApiStory(passScannerApi(options), before);

/** An operator who scanned for the museum on this device before: the scanner opens there. */
const atMuseumBefore = () => {
  window.localStorage.setItem(VENUE_KEY, String(MUSEUM.id));
};

/** Who scans where on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scannerHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Pass scanner" })).toBeVisible();
    await expect(await canvas.findByText("Loading the scanner…")).toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: "Pass code" })).not.toBeInTheDocument();
  },
};

/** Partner staff: their venue named with what a pass gives there, online, the field focused for the scanner. */
export const PartnerReady: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas }) => {
    const field = await atPalace(canvas);
    await expect(field).toHaveFocus();
    await expect(canvas.getByText("Pass holders get: Free entry.")).toBeVisible();
    await expect(canvas.getByText("Online: the server checks each pass.")).toBeVisible();
    await expect(canvas.getByText(`This scanner: ${STORY_DEVICE}`)).toBeVisible();
    await expect(scanResult(canvas)).toHaveTextContent("Waiting for the first scan.");
    await expect(canvas.getByText("No scans yet.")).toBeVisible();
    // a partner scans for the account's venue only: there is nothing to choose
    await expect(canvas.queryByRole("combobox", { name: "Venue" })).not.toBeInTheDocument();
  },
};

const picking = fresh({ scanner: OPERATOR_SCANNER });
/**
 * An operator picks the venue first (nothing can be scanned before); the choice shows what a pass gives there, is
 * sent with each scan and is remembered on the device.
 */
export const OperatorPickingVenue: Story = {
  tags: ["visual"],
  ...picking.story,
  play: async ({ canvas }) => {
    const venue = await canvas.findByRole("combobox", { name: "Venue" }, { timeout: 5000 });
    await expect(scanResult(canvas)).toHaveTextContent("Choose the venue first.");
    await expect(canvas.queryByRole("textbox", { name: "Pass code" })).not.toBeInTheDocument();
    await expect(canvas.getByText("This device remembers the venue for next time.")).toBeVisible();
    await userEvent.click(venue);
    await userEvent.click(await screen.findByRole("option", { name: "National Museum of Korea" }));
    await expect(venue).toHaveTextContent("National Museum of Korea");
    await expect(await canvas.findByText("Pass holders get: 20% off.")).toBeVisible();
    await expect(window.localStorage.getItem(VENUE_KEY)).toBe(String(MUSEUM.id));
    const field = canvas.getByRole("textbox", { name: "Pass code" });
    await scanAndSee(canvas, field, COUNT_PASS.token, "Valid pass.");
    await expect(picking.api.scans[0]).toMatchObject({ scanned: COUNT_PASS.token, venue_id: MUSEUM.id });
  },
};

const activates = fresh();
/**
 * A pass never used: green, "activated with this scan", the holder and the pass, what it gives here and until when
 * (Korea time); a beep, the request carrying the scanner's name and a one-time id, the field ready again.
 */
export const ValidActivates: Story = {
  tags: ["visual"],
  ...activates.story,
  play: async ({ canvas, args }) => {
    const field = await atPalace(canvas);
    await scanAndSee(canvas, field, NEW_PASS.token, "Valid pass: activated with this scan.");
    await expect(scanResult(canvas)).toHaveTextContent("Emma Clarke · SP-000101");
    await expect(scanResult(canvas)).toHaveTextContent("Seoul Pass · 3 days");
    await expect(scanResult(canvas)).toHaveTextContent("Free entry.");
    await expect(scanResult(canvas)).toHaveTextContent("Valid until May 17, 2026 at 11:59 PM (Korea time).");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "valid");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "accept");
    await expect(verdict(canvas)).toHaveAttribute("aria-live", "polite");
    await expect(args.sound).toHaveBeenCalledWith("valid");
    await expect(field).toHaveValue("");
    await expect(field).toHaveFocus();
    await expect(lastScans(canvas)[0]).toHaveTextContent(/Valid.*Emma Clarke.*SP-000101/);
    const [sent] = activates.api.scans;
    await expect(sent).toMatchObject({ scanned: NEW_PASS.token, device: STORY_DEVICE });
    await expect(sent?.nonce).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // the partner's venue is the account's: the request names none
    await expect(sent).not.toHaveProperty("venue_id");
  },
};

const wedge = fresh();
/** A handheld scanner typing while the focus is off the field (a button just pressed): its code is still checked. */
export const HandheldScannerOutsideField: Story = {
  ...wedge.story,
  play: async ({ canvas }) => {
    const field = await atPalace(canvas);
    field.blur();
    await expect(field).not.toHaveFocus();
    wedgeScan(NEW_PASS.token);
    await expect(await within(scanResult(canvas)).findByText("Valid pass: activated with this scan.")).toBeVisible();
    await expect(wedge.api.scans.map((body) => body.scanned)).toEqual([NEW_PASS.token]);
  },
};

const museum = fresh({ scanner: OPERATOR_SCANNER }, atMuseumBefore);
/** A count pass at the museum (an operator's venue kept on the device): its discount and the uses left after this one. */
export const ValidCountPass: Story = {
  ...museum.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("combobox", { name: "Venue" }, { timeout: 5000 })).toHaveTextContent(
      "National Museum of Korea",
    );
    await scanAndSee(canvas, canvas.getByRole("textbox", { name: "Pass code" }), COUNT_PASS.token, "Valid pass.");
    await expect(scanResult(canvas)).toHaveTextContent("Lucas Moreau · SP-000102");
    await expect(scanResult(canvas)).toHaveTextContent("20% off.");
    await expect(scanResult(canvas)).toHaveTextContent("2 uses left.");
    await expect(scanResult(canvas)).not.toHaveTextContent("activated");
  },
};

const booked = fresh({ scanner: OPERATOR_SCANNER }, atMuseumBefore);
/**
 * A pass paying a booking of the museum's guided evening (the QR pass): the staff see the booking and what to
 * collect for this traveller after the museum's discount; the booking's last traveller confirms it.
 */
export const SettlesBooking: Story = {
  tags: ["visual"],
  ...booked.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("combobox", { name: "Venue" }, { timeout: 5000 })).toHaveTextContent(
      "National Museum of Korea",
    );
    await scanAndSee(canvas, canvas.getByRole("textbox", { name: "Pass code" }), BOOKED_PASS.token, "Valid pass.");
    await expect(scanResult(canvas)).toHaveTextContent("20% off.");
    await expect(scanResult(canvas)).toHaveTextContent("Booking R260515-K7PQ2M: collect ₩24,000 for this traveller.");
    await expect(scanResult(canvas)).toHaveTextContent(
      "Every traveller of the booking is in: it is now confirmed and paid.",
    );
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "accept");
  },
};

const freeBooked = fresh();
/** A booking's first traveller at free entry: nothing to collect, and the booking waits for the others. */
export const SettlesFreeEntry: Story = {
  ...freeBooked.story,
  play: async ({ canvas }) => {
    const field = await atPalace(canvas);
    await scanAndSee(
      canvas,
      field,
      FREE_BOOKED_PASS.token,
      "Booking R260515-K7PQ2M: nothing to collect for this traveller.",
    );
    await expect(scanResult(canvas)).not.toHaveTextContent("confirmed");
  },
};

/** A pass already let in here: amber, with the first visit's time, and two middle beeps. */
export const AlreadyUsedHere: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atPalace(canvas), USED_HERE_PASS.token, "This pass has already been used here.");
    await expect(scanResult(canvas)).toHaveTextContent("Aiko Tanaka · SP-000103");
    await expect(scanResult(canvas)).toHaveTextContent("First visit here: May 15, 2026 at 9:40 AM.");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "caution");
    await expect(args.sound).toHaveBeenCalledWith("already_used");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Already used");
  },
};

/** A count pass with every use spent: red. */
export const NoUsesLeft: Story = {
  ...fresh().story,
  play: async ({ canvas, args }) => {
    await scanAndSee(canvas, await atPalace(canvas), SPENT_PASS.token, "This pass has no uses left.");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "refuse");
    await expect(args.sound).toHaveBeenCalledWith("no_uses_left");
    await expect(lastScans(canvas)[0]).toHaveTextContent("No uses left");
  },
};

/** A pass whose time ran out: red. */
export const Expired: Story = {
  tags: ["visual"],
  ...fresh().story,
  play: async ({ canvas }) => {
    await scanAndSee(canvas, await atPalace(canvas), EXPIRED_PASS.token, "This pass has expired.");
    await expect(scanResult(canvas)).toHaveTextContent("Sofia Rossi · SP-000105");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "expired");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "refuse");
  },
};

/** A season's pass before its first day: red, with the day it may be used from. */
export const NotYetValid: Story = {
  ...fresh().story,
  play: async ({ canvas }) => {
    await scanAndSee(canvas, await atPalace(canvas), FESTIVAL_PASS.token, "This pass is not valid yet.");
    await expect(scanResult(canvas)).toHaveTextContent("Valid from June 1, 2026.");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "not_yet_valid");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Not yet valid");
  },
};

const invalid = fresh();
/** A token the server never signed, and a code that is no pass at all (not even sent): red, "not a valid pass". */
export const Invalid: Story = {
  tags: ["visual"],
  ...invalid.story,
  play: async ({ canvas, args }) => {
    const field = await atPalace(canvas);
    await scanAndSee(canvas, field, FORGED_TOKEN, "This is not a valid pass.");
    await handheldScan(field, "https://elsewhere.example/poster");
    await waitFor(() => expect(lastScans(canvas)).toHaveLength(2));
    await expect(scanResult(canvas)).toHaveTextContent("What was read is not a visitor pass.");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "refuse");
    await expect(args.sound).toHaveBeenLastCalledWith("invalid");
    await expect(invalid.api.scans.map((body) => body.scanned)).toEqual([FORGED_TOKEN]);
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(await canvas.findByText("Please enter a pass code.")).toBeVisible();
  },
};

/** A refunded pass is void: red, in the refund's words, and "Refunded" in the log. */
export const Refunded: Story = {
  ...fresh().story,
  play: async ({ canvas }) => {
    await scanAndSee(canvas, await atPalace(canvas), REFUNDED_PASS.token, "This pass has been refunded.");
    await expect(verdict(canvas)).toHaveAttribute("data-result", "invalid");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "refuse");
    await expect(lastScans(canvas)[0]).toHaveTextContent(/Refunded.*Mia Dubois/);
  },
};

const filmed = qrCamera(NEW_PASS.token);
const cameraScan = fresh();
/**
 * The camera films pass after pass (read by jsqr), staying on for the next visitor: each new pass is checked, and a
 * pass shown again within the repeat window is ignored as a repeat, not sent twice.
 */
export const CameraScan: Story = {
  ...cameraScan.story,
  args: { openCamera: filmed.open, decoder: "jsqr", repeatWindowMs: 60_000 },
  play: async ({ canvas }) => {
    await atPalace(canvas);
    await expect(
      await within(scanResult(canvas)).findByText("Valid pass: activated with this scan.", {}, { timeout: 8000 }),
    ).toBeVisible();
    await filmed.show(COUNT_PASS.token);
    await expect(await within(scanResult(canvas)).findByText("Valid pass.", {}, { timeout: 8000 })).toBeVisible();
    await filmed.show(NEW_PASS.token);
    await expect(
      await canvas.findByText("The same code was just read: the repeat was ignored.", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(cameraScan.api.scans.map((body) => body.scanned)).toEqual([NEW_PASS.token, COUNT_PASS.token]);
    await expect(filmed.stream?.getTracks().every((track) => track.readyState === "live")).toBe(true);
  },
};

const offline = fresh();
/**
 * The device loses its network: the scanner says passes cannot be checked, a scan is answered so at once (amber,
 * its own beeps) and nothing is sent or kept for later; the network back, the server checks again.
 */
export const Offline: Story = {
  tags: ["visual"],
  ...offline.story,
  play: async ({ canvas, args }) => {
    const field = await atPalace(canvas);
    window.dispatchEvent(new Event("offline"));
    await expect(
      await canvas.findByText("Offline: passes cannot be checked without a connection. Nothing is kept to send later."),
    ).toBeVisible();
    await scanAndSee(canvas, field, NEW_PASS.token, "Cannot check this pass");
    await expect(scanResult(canvas)).toHaveTextContent("passes are checked online only");
    await expect(verdict(canvas)).toHaveAttribute("data-tone", "caution");
    await expect(args.sound).toHaveBeenCalledWith("unchecked");
    await expect(lastScans(canvas)[0]).toHaveTextContent("Not checked");
    await expect(offline.api.scans).toEqual([]);
  },
};

const backOnline = fresh();
/** The network back: the server checks again, and nothing from the offline moment is sent (nothing was kept). */
export const BackOnline: Story = {
  ...backOnline.story,
  play: async ({ canvas }) => {
    const field = await atPalace(canvas);
    window.dispatchEvent(new Event("offline"));
    await scanAndSee(canvas, field, NEW_PASS.token, "Cannot check this pass");
    window.dispatchEvent(new Event("online"));
    await expect(await canvas.findByText("Online: the server checks each pass.")).toBeVisible();
    await scanAndSee(canvas, field, COUNT_PASS.token, "Valid pass.");
    await expect(backOnline.api.scans.map((body) => body.scanned)).toEqual([COUNT_PASS.token]);
  },
};

const unreachable = fresh({ scan: "network" });
/** The network is up but the server does not answer: the scan is not checked, and each new scan tries again. */
export const ServerUnreachable: Story = {
  ...unreachable.story,
  play: async ({ canvas }) => {
    const field = await atPalace(canvas);
    await scanAndSee(canvas, field, NEW_PASS.token, "Cannot check this pass");
    await expect(
      await canvas.findByText("The server cannot be reached: passes cannot be checked. Scan again to try once more."),
    ).toBeVisible();
    await handheldScan(field, COUNT_PASS.token);
    // nothing waits for a later upload: each scan is its own try
    await waitFor(() =>
      expect(unreachable.api.scans.map((body) => body.scanned)).toEqual([NEW_PASS.token, COUNT_PASS.token]),
    );
    await waitFor(() => expect(lastScans(canvas)[0]).toHaveTextContent("Not checked"));
  },
};

/** No network when the page opens: it says passes cannot be checked, with a way to try again. */
export const NoConnectionAtStart: Story = {
  parameters: { msw: { handlers: [scannerHandlers.network] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 2, name: "Cannot check passes without a connection" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Pass code" })).not.toBeInTheDocument();
  },
};

/** The session ended: the 401 signs the staff member out (the site's guard then sends them to sign in). */
export const Unauthorized: Story = scannerSignedOutStory(unauthorizedHandlers);

/** Signed in with an account that may not scan passes (a summit gate account): its notice, no scanner. */
export const Forbidden: Story = {
  tags: ["visual"],
  parameters: { msw: { handlers: [scannerHandlers.forbidden] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This account cannot scan passes" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/for partner venue staff and operators/)).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Pass code" })).not.toBeInTheDocument();
    // still signed in: a 403 is no ended session
    await expect(getToken("admin")).not.toBeNull();
  },
};

/** A partner account with no venue set: said plainly. */
export const NoVenue: Story = {
  parameters: { msw: { handlers: [scannerHandlers.noVenue] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No venue to scan for" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Pass code" })).not.toBeInTheDocument();
  },
};

/** The scanner could not be loaded: the server's words and a retry. */
export const ServerError: Story = loadFailedStory(
  [scannerHandlers.error],
  "The scanner could not be loaded",
  "The pass service is resting. Try again in a minute.",
);

/** The server fails a scan: red, in the server's words, and the next pass can be scanned. */
export const ScanFailed: Story = scanFailedStory({
  handlers: [failingScan, ...passScannerApi().handlers],
  open: atPalace,
  code: NEW_PASS.token,
  reason: "The pass service is resting.",
});

export const Korean: Story = {
  tags: ["visual"],
  ...fresh().story,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "패스 스캐너" }, { timeout: 5000 }),
    ).toBeVisible();
    await canvas.findByRole("heading", { level: 2, name: "Gyeongbokgung Palace에서 스캔 중" }, { timeout: 5000 });
    const field = canvas.getByRole("textbox", { name: "패스 코드" });
    await handheldScan(field, NEW_PASS.token);
    const answer = canvas.getByRole("region", { name: "스캔 결과" });
    await expect(
      await within(answer).findByText("유효한 패스입니다. 이번 스캔으로 사용이 시작되었습니다."),
    ).toBeVisible();
    await expect(answer).toHaveTextContent("무료 입장");
    await expect(answer).toHaveTextContent("2026년 5월 17일 23:59까지 유효(한국 시간)");
    await expect(canvas.getByText("온라인: 서버가 패스마다 확인합니다.")).toBeVisible();
  },
};
