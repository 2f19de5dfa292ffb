import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect } from "storybook/test";
import { forbiddenStory, loadErrorStory, signedOutStory } from "./state-stories";

type Canvas = StoryContext["canvas"];
type ListState = "loading" | "error" | "unauthorized" | "forbidden";

export type OperatorListStatesOptions = {
  /** The page's main heading, there while the list loads. */
  title: string;
  /** The failed read's title. */
  loadError: string;
} & (
  | {
      /** The API answering each state: never, a failure, 401, 403. */
      handlers: Record<ListState, RequestHandler[]>;
    }
  | {
      /**
       * The same handlers under the names a feature's `mocks/handlers` exports them by (`loadingHandlers`, ...), so a
       * story file passes that module whole (`import * as mocks`).
       */
      mocks: Record<`${ListState}Handlers`, RequestHandler[]>;
    }
);

/**
 * The states every operators' list meets besides its own: loading, a failed read with a retry, the session ended
 * (401: cleared, the page says so) and a scan-only account (403: told the page is the operators', still signed in).
 * Each story file exports them under its own names and words.
 */
export function operatorListStates(options: OperatorListStatesOptions) {
  const { title, loadError } = options;
  const handlers =
    "handlers" in options
      ? options.handlers
      : {
          loading: options.mocks.loadingHandlers,
          error: options.mocks.errorHandlers,
          unauthorized: options.mocks.unauthorizedHandlers,
          forbidden: options.mocks.forbiddenHandlers,
        };
  return {
    Loading: {
      parameters: { msw: { handlers: handlers.loading } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByRole("heading", { level: 1, name: title }, { timeout: 5000 })).toBeVisible();
        await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
      },
    },
    LoadError: loadErrorStory(handlers.error, loadError),
    Unauthorized: signedOutStory(handlers.unauthorized),
    Forbidden: forbiddenStory(handlers.forbidden),
  };
}
