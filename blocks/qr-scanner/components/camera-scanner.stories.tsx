import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { ScanVerdict } from "../model/scan-loop";
import { qrCamera, refusedCamera, waitingCamera } from "../mocks/qr-camera";
import { CameraScanner } from "./camera-scanner";

const meta = {
  title: "Blocks/QrScanner/CameraScanner",
  component: CameraScanner,
  tags: ["autodocs"],
  args: {
    label: "Camera picture",
    onCode: fn((): ScanVerdict => "reject"),
    onStateChange: fn(),
    openCamera: waitingCamera(),
  },
  argTypes: { openCamera: { control: false }, createDecoder: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CameraScanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser is asking the person for the camera: the empty frame waits, the page says "starting". */
export const AskingForCamera: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("Camera picture")).toBeVisible();
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith("starting"));
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

const foreignPoster = qrCamera("https://elsewhere.example/free-trip");

/**
 * The camera films a code the page refuses: the picture stays up and reading goes on (the refused code is reported
 * once, not on every frame).
 */
export const Scanning: Story = {
  args: { openCamera: foreignPoster.open, decoder: "jsqr" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("Camera picture")).toBeVisible();
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith("https://elsewhere.example/free-trip"), {
      timeout: 8000,
    });
    await expect(args.onStateChange).toHaveBeenLastCalledWith("scanning");
    await expect(foreignPoster.stream?.getTracks().every((track) => track.readyState === "live")).toBe(true);
  },
};

const visitorPass = qrCamera("VISITOR-0042");

/** A code the page takes: reported once, and the camera is released at once. */
export const CodeRead: Story = {
  args: { openCamera: visitorPass.open, decoder: "jsqr", onCode: fn((): ScanVerdict => "accept") },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith("VISITOR-0042"), { timeout: 8000 });
    await expect(args.onCode).toHaveBeenCalledTimes(1);
    await expect(visitorPass.stream?.getTracks().every((track) => track.readyState === "ended")).toBe(true);
  },
};

/** The person (or the browser's settings) refused the camera: the page hides the frame and says how to allow it. */
export const CameraRefused: Story = {
  args: { openCamera: refusedCamera("NotAllowedError") },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("Camera picture")).toBeVisible();
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith("denied"));
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

/** The device has no camera: reported apart from a refusal, since asking again cannot help. */
export const NoCamera: Story = {
  args: { openCamera: refusedCamera("NotFoundError") },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith("absent"));
  },
};
