import { qrCamera, refusedCamera, waitingCamera } from "@blocks/qr-scanner";
import { clearArea, getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ARRIVED_VISITOR, NEW_VISITOR, UNKNOWN_CODE } from "../mocks/fixtures";
import { checkInHandlers, fairAdminApi, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { BadgeScanScreen } from "./badge-scan-screen";

const meta = {
  title: "Features/Fair/Admin/BadgeScanScreen",
  component: BadgeScanScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.badges),
  // a desk without a camera by default: the typed code and the handheld scanner are the way in
  args: { openCamera: refusedCamera("NotFoundError") },
  argTypes: { openCamera: { control: false }, createDecoder: { control: false } },
} satisfies Meta<typeof BadgeScanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const codeField = (canvas: Canvas) => canvas.findByRole("textbox", { name: "Badge code" }, { timeout: 5000 });
const result = (canvas: Canvas) => canvas.getByRole("region", { name: "Scan result" });
const outcome = (canvas: Canvas) => result(canvas).querySelector('[data-slot="badge-scan-result"]');
const logOf = (canvas: Canvas) =>
  within(canvas.getByRole("region", { name: "Scans this session" })).queryAllByRole("listitem");

/** A scanner types the code and Enter into the focused field: what a handheld (keyboard-wedge) scanner does. */
const scan = async (field: HTMLElement, code: string) => {
  await userEvent.type(field, `${code}{Enter}`);
};

/** Each story scans against its own registrations, as they were before anyone came in. */
const freshApi = () => {
  const api = fairAdminApi({ checkInDelay: 150 });
  return { api, story: { beforeEach: () => api.reset(), parameters: { msw: { handlers: api.handlers } } } };
};

const welcome = freshApi();
/**
 * The first scan of a badge: welcome, by name, with the organisation and the badge number, large and green; the
 * field is empty and focused again for the next badge, and the scan heads this session's list.
 */
export const FirstScan: Story = {
  // the outcome's colours are the point of the page: its picture is compared too
  tags: ["visual"],
  ...welcome.story,
  play: async ({ canvas }) => {
    const field = await codeField(canvas);
    await expect(field).toHaveFocus();
    await expect(result(canvas)).toHaveTextContent("Waiting for the first scan.");
    await scan(field, NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText("Welcome, Kim Jiwoo")).toBeVisible();
    await expect(result(canvas)).toHaveTextContent("Seoul Convention Bureau");
    await expect(result(canvas)).toHaveTextContent("Badge V26-000512");
    await expect(outcome(canvas)).toHaveAttribute("data-outcome", "welcome");
    await expect(field).toHaveValue("");
    await expect(field).toHaveFocus();
    const [entry] = logOf(canvas);
    await expect(entry).toHaveTextContent("Checked in");
    await expect(entry).toHaveTextContent("Kim Jiwoo · Seoul Convention Bureau · V26-000512");
    await expect(welcome.api.scans).toEqual([NEW_VISITOR.badge.code]);
  },
};

/** A badge scanned before: amber, with the time of the first scan (kept by the server) and who it is. */
export const AlreadyCheckedIn: Story = {
  tags: ["visual"],
  ...freshApi().story,
  play: async ({ canvas }) => {
    await scan(await codeField(canvas), ARRIVED_VISITOR.badge.code);
    await expect(
      await within(result(canvas)).findByText("Already checked in at May 15, 2026 at 9:42 AM"),
    ).toBeVisible();
    await expect(result(canvas)).toHaveTextContent("Daniel Okafor · EventLoop");
    await expect(outcome(canvas)).toHaveAttribute("data-outcome", "already");
    await expect(logOf(canvas)[0]).toHaveTextContent("Already in");
  },
};

/** A code no badge of this edition carries: red, "Badge not found", and the code read, so the desk can look. */
export const NotFound: Story = {
  tags: ["visual"],
  ...freshApi().story,
  play: async ({ canvas }) => {
    await scan(await codeField(canvas), UNKNOWN_CODE);
    await expect(await within(result(canvas)).findByText("Badge not found")).toBeVisible();
    await expect(result(canvas)).toHaveTextContent(`No badge of this year's fair has the code ${UNKNOWN_CODE}.`);
    await expect(outcome(canvas)).toHaveAttribute("data-outcome", "notFound");
    await expect(logOf(canvas)[0]).toHaveTextContent("Not found");
  },
};

const typed = freshApi();
/**
 * Typed by hand, one after another: an empty or malformed entry is refused beside the field (nothing is sent), a
 * code with the wedge's stray spaces goes through, and each scan lands on top of the session's list.
 */
export const TypedCodes: Story = {
  ...typed.story,
  args: { repeatWindowMs: 0 },
  play: async ({ canvas }) => {
    const field = await codeField(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Check in" }));
    await expect(await canvas.findByText("Please enter a badge code.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveFocus();
    await scan(field, "https://elsewhere.example/ticket");
    await expect(await canvas.findByText(/This is not a badge code/)).toBeVisible();
    await expect(typed.api.scans).toEqual([]);
    await userEvent.clear(field);

    await scan(field, `  ${NEW_VISITOR.badge.code}  `);
    await expect(await within(result(canvas)).findByText("Welcome, Kim Jiwoo")).toBeVisible();
    await expect(canvas.queryByText(/This is not a badge code/)).not.toBeInTheDocument();
    await expect(field).not.toHaveAttribute("aria-invalid");
    await scan(field, NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText(/^Already checked in at/)).toBeVisible();
    await scan(field, UNKNOWN_CODE);
    await expect(await within(result(canvas)).findByText("Badge not found")).toBeVisible();
    const [last, second, first] = logOf(canvas);
    await expect(last).toHaveTextContent("Not found");
    await expect(second).toHaveTextContent("Already in");
    await expect(first).toHaveTextContent("Checked in");
    await expect(typed.api.scans).toEqual([NEW_VISITOR.badge.code, NEW_VISITOR.badge.code, UNKNOWN_CODE]);
  },
};

const repeated = freshApi();
/** The same badge again within a few seconds (a scanner firing twice): not sent, and the page says why. */
export const RepeatIgnored: Story = {
  ...repeated.story,
  play: async ({ canvas }) => {
    const field = await codeField(canvas);
    await scan(field, NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText("Welcome, Kim Jiwoo")).toBeVisible();
    await scan(field, NEW_VISITOR.badge.code);
    await expect(
      await canvas.findByText(`Badge ${NEW_VISITOR.badge.code} was just scanned: the repeat was not sent.`),
    ).toBeVisible();
    await expect(result(canvas)).toHaveTextContent("Welcome, Kim Jiwoo");
    await expect(logOf(canvas)).toHaveLength(1);
    await expect(repeated.api.scans).toEqual([NEW_VISITOR.badge.code]);
    await expect(field).toHaveFocus();
  },
};

const camera = qrCamera(NEW_VISITOR.badge.code);
const filmed = freshApi();
/**
 * The camera reads the badge many times a second: it is sent once and welcomed; the camera stays on for the next
 * badge, which is read and found in already.
 */
export const CameraScan: Story = {
  ...filmed.story,
  // a live camera picture is never the same twice
  tags: ["no-visual"],
  args: { openCamera: camera.open, decoder: "jsqr" },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Scan result" }, { timeout: 5000 });
    await expect(await within(result(canvas)).findByText("Welcome, Kim Jiwoo", {}, { timeout: 8000 })).toBeVisible();
    await camera.show(ARRIVED_VISITOR.badge.code);
    await expect(
      await within(result(canvas)).findByText(/^Already checked in at/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(filmed.api.scans).toEqual([NEW_VISITOR.badge.code, ARRIVED_VISITOR.badge.code]);
    await expect(camera.stream?.getTracks().some((track) => track.readyState === "live")).toBe(true);
    await expect(canvas.getByText("Hold the badge's QR code inside the square.")).toBeVisible();
  },
};

/** Camera refused: said plainly, with a retry, and the typed field works as before. */
export const CameraDenied: Story = {
  ...freshApi().story,
  args: { openCamera: refusedCamera("NotAllowedError") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Camera access is blocked.",
    );
    await expect(canvas.getByRole("button", { name: "Try the camera again" })).toBeVisible();
    await scan(await codeField(canvas), NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText("Welcome, Kim Jiwoo")).toBeVisible();
  },
};

/** The scan on its way: the code being checked, with a spinner, until the server answers. */
export const Checking: Story = {
  args: { openCamera: waitingCamera() },
  parameters: { msw: { handlers: [checkInHandlers.waiting] } },
  play: async ({ canvas }) => {
    await scan(await codeField(canvas), NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText(`Checking badge ${NEW_VISITOR.badge.code}…`)).toBeVisible();
    await expect(outcome(canvas)).toHaveAttribute("data-outcome", "checking");
    await expect(canvas.getByText("Starting the camera…")).toBeVisible();
  },
};

/** The server failed: the scan says so in red, in the server's words, and the next badge can be scanned. */
export const ScanFailed: Story = {
  parameters: { msw: { handlers: [checkInHandlers.error] } },
  play: async ({ canvas }) => {
    const field = await codeField(canvas);
    await scan(field, NEW_VISITOR.badge.code);
    await expect(await within(result(canvas)).findByText("The scan did not go through")).toBeVisible();
    await expect(result(canvas)).toHaveTextContent("The entrance service is resting.");
    await expect(logOf(canvas)[0]).toHaveTextContent("Failed");
    await expect(field).toHaveFocus();
  },
};

/**
 * The session ended: the scan's 401 signs the operator out (the site's guard then sends them to sign in) and the
 * page shows nothing more of the visitors'.
 */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await scan(await codeField(canvas), NEW_VISITOR.badge.code);
    await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" })).toBeVisible();
    await waitFor(() => expect(getToken("admin")).toBeNull());
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/** Signed out while the page was open: no field, no camera, only the notice. */
export const SignedOut: Story = {
  beforeEach: () => clearArea("admin"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

export const Korean: Story = {
  ...freshApi().story,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "배지 스캔" }, { timeout: 5000 })).toBeVisible();
    const field = await canvas.findByRole("textbox", { name: "배지 코드" });
    await scan(field, NEW_VISITOR.badge.code);
    await expect(
      await within(canvas.getByRole("region", { name: "스캔 결과" })).findByText("Kim Jiwoo 님, 환영합니다"),
    ).toBeVisible();
    await expect(canvas.getByRole("region", { name: "스캔 결과" })).toHaveTextContent("배지 V26-000512");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("이 기기에서 카메라를 찾을 수 없습니다.");
  },
};
