import type { StoryContext } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

type Canvas = StoryContext["canvas"];

/** Presses the page's `button` (once the page shows it) and returns the dialog named `title` it opens. */
export async function openDialog(canvas: Canvas, button: string, title: string | RegExp) {
  await userEvent.click(await canvas.findByRole("button", { name: button }, { timeout: 5000 }));
  return within(await screen.findByRole("dialog", { name: title }));
}

/** Presses the dialog's `button` (its confirmation, or the way back) and waits until the dialog has closed. */
export async function closeDialogWith(dialog: Awaited<ReturnType<typeof openDialog>>, button: string) {
  await userEvent.click(dialog.getByRole("button", { name: button }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}
