import type { StoryContext } from "@storybook/react-vite";

/** The queries a play function gets for the story's canvas. */
export type Canvas = StoryContext["canvas"];

/** A screen's messages load on first use: its main heading appearing is the sign that it is ready. */
export const pageHeading = (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole("heading", { level: 1, name }, { timeout: 5000 });
