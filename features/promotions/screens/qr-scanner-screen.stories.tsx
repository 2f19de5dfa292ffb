import { qrCamera, refusedCamera } from "@blocks/qr-scanner";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { QrScannerScreen } from "./qr-scanner-screen";

const meta = {
  title: "Features/Promotions/QrScannerScreen",
  component: QrScannerScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { onTarget: fn(), openCamera: refusedCamera("NotAllowedError"), origin: "https://k-travel.example" },
  argTypes: { openCamera: { control: false }, createDecoder: { control: false } },
  parameters: { layout: "fullscreen", route: { path: "/qr" } },
} satisfies Meta<typeof QrScannerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const poster = qrCamera("https://elsewhere.example/free-trip");

/**
 * The whole reading path on a generated code, through jsqr (the library browsers without a detector use): a code of
 * another site is refused, the shop's campaign code opens its redirect and the camera is released.
 */
export const ScanWithJsqr: Story = {
  args: { openCamera: poster.open, decoder: "jsqr" },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText("This code does not belong to this site.", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(args.onTarget).not.toHaveBeenCalled();
    await poster.show("SPRING26");
    await waitFor(() => expect(args.onTarget).toHaveBeenCalledWith("/redirect?code=SPRING26"), { timeout: 8000 });
    await expect(await canvas.findByText("Code found. Opening its page…")).toBeVisible();
    await expect(poster.stream?.getTracks().every((track) => track.readyState === "ended")).toBe(true);
  },
};

/** Camera refused: said plainly, with the typed code as the way on ("code entry required" when empty). */
export const CameraDenied: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Camera access is blocked.",
    );
    await expect(canvas.getByRole("button", { name: "Try the camera again" })).toBeVisible();
    const code = canvas.getByRole("textbox", { name: "Code" });
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    await expect(await canvas.findByText("Please enter a code.")).toBeVisible();
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(code, "https://elsewhere.example/promo{Enter}");
    await expect(await canvas.findByText("This code does not belong to this site.")).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, "SPRING26{Enter}");
    await expect(args.onTarget).toHaveBeenCalledWith("/redirect?code=SPRING26");
  },
};

/** No camera on the device: no retry button offered for what cannot change, and the typed code opens pages too. */
export const NoCamera: Story = {
  args: { openCamera: refusedCamera("NotFoundError") },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "No camera was found on this device. Type the code below instead.",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "Code" }), "https://k-travel.example/event{Enter}");
    await expect(args.onTarget).toHaveBeenCalledWith("/event");
  },
};

/** Without `onTarget` the screen goes to the page itself. */
export const NavigatesItself: Story = {
  args: { onTarget: undefined },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: "Code" }, { timeout: 5000 }),
      "/product/search/festival/all{Enter}",
    );
    await expect(await canvas.findByRole("heading", { name: "Page: /product/search/festival/all" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "QR 코드 스캔" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole("alert")).toHaveTextContent("카메라 접근이 차단되어 있습니다.");
    await userEvent.click(canvas.getByRole("button", { name: "열기" }));
    await expect(await canvas.findByText("코드를 입력해 주세요.")).toBeVisible();
  },
};
