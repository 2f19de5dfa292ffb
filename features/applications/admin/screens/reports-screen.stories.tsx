import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { emptyApi, errorHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ReportsScreen } from "./reports-screen";

const meta = {
  title: "Features/Applications/Admin/ReportsScreen",
  component: ReportsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.reports),
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approved and completed applications with their report's state; each opens the application at its report. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 reports", {}, { timeout: 5000 })).toBeVisible();
    const rows = within(canvas.getByRole("table", { name: "Returnee reports" }))
      .getAllByRole("row")
      .slice(1);
    await expect(rows[0]).toHaveTextContent("Due");
    await expect(rows[1]).toHaveTextContent("Submitted");
    await expect(rows[2]).toHaveTextContent("Overdue");
    await expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Park Jisoo" })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply-detail/110#report",
    );
  },
};

/** The overdue ones, as the home page's link opens them. */
export const Overdue: Story = {
  parameters: { route: { path: `${PATHS.reports}?report=overdue` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 report", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Report" })).toHaveTextContent("Overdue");
    await expect(canvas.getByRole("table", { name: "Returnee reports" })).toHaveTextContent("Choi Yuna");
  },
};

/** No approved application yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reports yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The reports could not be read. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the reports.",
    );
  },
};
