import type { Translate } from "@lib/i18n/feature-text";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { qrCamera, refusedCamera, waitingCamera } from "../mocks/qr-camera";
import { scannerStoryCamera, wedgeScan } from "../mocks/scanner-stories";
import { ScanInputs, type ScanInputsProps } from "./scan-inputs";
import { type ScanLogEntry, useScanSession } from "./use-scan-session";

/** A feature's words, as its namespace would hold them under `door.manual` and `door.camera`. */
const WORDS: Record<string, string> = {
  "door.manual.heading": "Scanner or typed code",
  "door.manual.label": "Ticket code",
  "door.manual.hint": "A handheld scanner types the code and presses Enter; you can also type the code under the QR.",
  "door.manual.submit": "Check",
  "door.manual.required": "Please enter a ticket code.",
  "door.camera.heading": "Camera",
  "door.camera.label": "Camera picture for reading QR codes",
  "door.camera.starting": "Starting the camera…",
  "door.camera.scanning": "Hold the QR code inside the square.",
  "door.camera.paused": "The camera is paused while this tab is in the background.",
  "door.camera.denied":
    "Camera access is blocked. Allow it in the browser's settings, or use a scanner or the code field.",
  "door.camera.absent": "No camera was found on this device. Use a scanner or the code field.",
  "door.camera.busy": "The camera is in use by another app. Close it and try again, or use the code field.",
  "door.camera.unsupported": "This browser cannot use the camera here. Use a scanner or the code field.",
  "door.camera.failed": "The camera could not be started. Try again, or use a scanner or the code field.",
  "door.camera.retry": "Try the camera again",
};
const t: Translate = (key) => WORDS[key] ?? key;

type DoorProps = Pick<ScanInputsProps, "openCamera" | "decoder"> & {
  /** What the feature is handed: each code meant as a scan, trimmed. */
  onScan: (code: string) => void;
  repeatWindowMs?: number;
};

/** A feature's page, played here: the session takes the codes, and a line says what it took and what it dropped. */
function Door({ onScan, repeatWindowMs = 60_000, ...camera }: DoorProps) {
  const { log, repeat, ...session } = useScanSession<ScanLogEntry>({
    checking: {},
    onScan: (code) => onScan(code),
    listening: true,
    repeatWindowMs,
  });
  return (
    <div className="flex flex-col gap-4">
      <p role="status" aria-label="Scans" className="text-sm text-foreground">
        {log[0] ? `Last scan: ${log[0].text} (${log.length} in all).` : "No scans yet."}
        {repeat && " The same code was just read: the repeat was ignored."}
      </p>
      <ScanInputs session={session} t={t} keys="door" {...camera} />
    </div>
  );
}

const meta = {
  title: "Blocks/QrScanner/ScanInputs",
  component: Door,
  tags: ["autodocs"],
  args: { ...scannerStoryCamera.args, onScan: fn() },
  argTypes: scannerStoryCamera.argTypes,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Door>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Ticket code" });
const scans = (canvas: Canvas) => canvas.getByRole("status", { name: "Scans" });

/**
 * The camera not on yet: the browser asks the person for it. The frame waits empty, the field has the focus for a
 * handheld scanner.
 */
export const CameraStarting: Story = {
  args: { openCamera: waitingCamera() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Scanner or typed code" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Camera" })).toBeVisible();
    await expect(canvas.getByLabelText("Camera picture for reading QR codes")).toBeVisible();
    await expect(await canvas.findByText("Starting the camera…")).toBeVisible();
    await expect(field(canvas)).toHaveFocus();
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};

const ticket = qrCamera("TICKET-0042");
/**
 * The camera on, tickets held in view one after another: each new one is handed on once, a ticket shown again
 * within the repeat window is only noted as a repeat, and the camera stays on for the next.
 */
export const CameraOn: Story = {
  args: { openCamera: ticket.open, decoder: "jsqr" },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("Hold the QR code inside the square.", {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith("TICKET-0042"), { timeout: 8000 });
    await ticket.show("TICKET-0043");
    await waitFor(() => expect(args.onScan).toHaveBeenLastCalledWith("TICKET-0043"), { timeout: 8000 });
    await ticket.show("TICKET-0042");
    await expect(await canvas.findByText(/the repeat was ignored/, {}, { timeout: 8000 })).toBeVisible();
    await expect(args.onScan).toHaveBeenCalledTimes(2);
    await expect(scans(canvas)).toHaveTextContent("Last scan: TICKET-0043 (2 in all).");
    await expect(ticket.stream?.getTracks().every((track) => track.readyState === "live")).toBe(true);
  },
};

/** The camera refused: no picture, why and how to allow it, a retry; the field is the way in meanwhile. */
export const CameraDenied: Story = {
  args: { openCamera: refusedCamera("NotAllowedError") },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Camera access is blocked.");
    await expect(canvas.getByRole("button", { name: "Try the camera again" })).toBeVisible();
    await expect(canvas.getByLabelText("Camera picture for reading QR codes")).not.toBeVisible();
    await expect(field(canvas)).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};

const allowedLater = qrCamera("TICKET-0046");
let asked = 0;
/** The person allows the camera in the browser's settings after refusing it, then tries again: the picture comes. */
export const CameraAllowedOnRetry: Story = {
  args: {
    openCamera: () => (asked++ === 0 ? refusedCamera("NotAllowedError")() : allowedLater.open()),
    decoder: "jsqr",
  },
  beforeEach: () => {
    asked = 0;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Try the camera again" }));
    await expect(await canvas.findByText("Hold the QR code inside the square.", {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith("TICKET-0046"), { timeout: 8000 });
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The device has no camera: said so, with no retry (asking again cannot help); the field is the way in. */
export const CameraUnavailable: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No camera was found on this device.");
    await expect(canvas.queryByRole("button", { name: "Try the camera again" })).not.toBeInTheDocument();
    await expect(field(canvas)).toHaveFocus();
  },
};

/**
 * A code typed, or sent by a handheld scanner into the field, with Enter: handed on trimmed, the field emptied and
 * focused for the next; a scanner typing while the focus is elsewhere is heard too.
 */
export const TypedCodeSubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas), "  TICKET-0044 {Enter}", { delay: null });
    await expect(args.onScan).toHaveBeenCalledWith("TICKET-0044");
    await expect(field(canvas)).toHaveValue("");
    await expect(field(canvas)).toHaveFocus();
    await expect(scans(canvas)).toHaveTextContent("Last scan: TICKET-0044 (1 in all).");
    field(canvas).blur();
    wedgeScan("TICKET-0045");
    await expect(args.onScan).toHaveBeenLastCalledWith("TICKET-0045");
    await expect(scans(canvas)).toHaveTextContent("Last scan: TICKET-0045 (2 in all).");
  },
};

/** Check pressed with nothing (or only spaces) in the field: the feature's words say what is missing, nothing is sent. */
export const InvalidCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }));
    await expect(await canvas.findByText("Please enter a ticket code.")).toHaveAttribute("role", "alert");
    await expect(field(canvas)).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field(canvas), "   {Enter}", { delay: null });
    await expect(canvas.getByText("Please enter a ticket code.")).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
    await expect(scans(canvas)).toHaveTextContent("No scans yet.");
    await userEvent.type(field(canvas), "T", { delay: null });
    await expect(canvas.queryByText("Please enter a ticket code.")).not.toBeInTheDocument();
  },
};
