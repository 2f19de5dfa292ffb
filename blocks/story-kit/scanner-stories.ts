import { getToken } from "@lib/session/session-store";
import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

type Canvas = StoryContext["canvas"];

/** A scanning screen's answer to the last scan (its verdict, its words). */
export const scanResult = (canvas: Canvas) => canvas.getByRole("region", { name: "Scan result" });

/** The scanning screen's last scans, newest first. */
export const lastScans = (canvas: Canvas) =>
  within(canvas.getByRole("region", { name: "Last scans" })).queryAllByRole("listitem");

/** A handheld scanner types the code and Enter into the focused field. */
export const handheldScan = (field: HTMLElement, code: string) =>
  userEvent.type(field, `${code}{Enter}`, { delay: null });

/** The session ended: the 401 signs the staff member out (the site's guard then sends them to sign in). */
export function scannerSignedOutStory(handlers: RequestHandler[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(
        await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
      ).toBeVisible();
      await waitFor(() => expect(getToken("admin")).toBeNull());
    },
  };
}

export type ScanFailedStoryOptions = {
  /** The API, its scan failing. */
  handlers: RequestHandler[];
  /** Brings the screen to its code field, ready to scan. */
  open: (canvas: Canvas) => Promise<HTMLElement>;
  /** The code scanned. */
  code: string;
  /** The server's words for the failure. */
  reason: string;
};

/** The server fails a scan: red, in the server's words, and the field keeps the focus for the next code. */
export function scanFailedStory({ handlers, open, code, reason }: ScanFailedStoryOptions) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const field = await open(canvas);
      await handheldScan(field, code);
      await expect(await within(scanResult(canvas)).findByText("The scan did not go through")).toBeVisible();
      await expect(scanResult(canvas)).toHaveTextContent(reason);
      await expect(field).toHaveFocus();
    },
  };
}
