import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, within } from "storybook/test";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ApplicationPrintScreen } from "./application-print-screen";

const meta = {
  title: "Features/Applications/Admin/ApplicationPrintScreen",
  component: ApplicationPrintScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.print(104)),
  args: { paths: PATHS, applicationId: 104 },
} satisfies Meta<typeof ApplicationPrintScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The application on paper: every field and the timeline on a plain page; "Print" opens the browser's print
 * dialog, and the controls stay off the printout (print stylesheet).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Application of Jung Hoon" }, { timeout: 5000 }),
    ).toBeVisible();
    const fields = within(canvas.getByRole("region", { name: "Application form" }));
    await expect(fields.getByText("M12345678")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Status timeline" })).toHaveTextContent("Approved");
    await expect(canvas.queryByRole("region", { name: "Internal notes" })).not.toBeInTheDocument();
    const print = spyOn(window, "print").mockImplementation(() => undefined);
    try {
      const button = canvas.getByRole("button", { name: "Print" });
      await expect(button.closest(".print\\:hidden")).not.toBeNull();
      await userEvent.click(button);
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
  },
};
