import { getToken } from "@lib/session/session-store";
import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, within } from "storybook/test";

type Canvas = StoryContext["canvas"];

export type OperatorListStatesOptions = {
  /** The page's main heading, there while the list loads. */
  title: string;
  /** The failed read's title. */
  loadError: string;
  /** The API answering each state: never, a failure, 401, 403. */
  handlers: Record<"loading" | "error" | "unauthorized" | "forbidden", RequestHandler[]>;
};

/**
 * The states every operators' list meets besides its own: loading, a failed read with a retry, the session ended
 * (401: cleared, the page says so) and a scan-only account (403: told the page is the operators', still signed in).
 * Each story file exports them under its own names and words.
 */
export function operatorListStates({ title, loadError, handlers }: OperatorListStatesOptions) {
  return {
    Loading: {
      parameters: { msw: { handlers: handlers.loading } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByRole("heading", { level: 1, name: title }, { timeout: 5000 })).toBeVisible();
        await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
      },
    },
    LoadError: {
      parameters: { msw: { handlers: handlers.error } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
        await expect(alert).toHaveTextContent(loadError);
        await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
      },
    },
    Unauthorized: {
      parameters: { msw: { handlers: handlers.unauthorized } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(
          await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 }),
        ).toBeVisible();
        await expect(getToken("admin")).toBeNull();
      },
    },
    Forbidden: {
      parameters: { msw: { handlers: handlers.forbidden } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(
          await canvas.findByRole("heading", { level: 2, name: "This page is for operators" }, { timeout: 5000 }),
        ).toBeVisible();
        await expect(getToken("admin")).not.toBeNull();
      },
    },
  };
}
