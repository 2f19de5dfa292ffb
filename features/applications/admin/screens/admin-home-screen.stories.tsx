import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emptyApi, errorHandlers, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { AdminHomeScreen } from "./admin-home-screen";

const meta = {
  title: "Features/Applications/Admin/AdminHomeScreen",
  component: AdminHomeScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.home),
} satisfies Meta<typeof AdminHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The office's day at a glance: every status with its count (a zero too), the reports due, overdue and submitted,
 * and the seats left per programme. Each count opens the list filtered so.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const statuses = await canvas.findByRole("region", { name: "Applications by status" }, { timeout: 5000 });
    await expect(within(statuses).getByText("12 applications in all")).toBeVisible();
    await expect(within(statuses).getByRole("link", { name: /^Submitted\s*2 applications$/ })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply?status=submitted",
    );
    await expect(within(statuses).getByRole("link", { name: /^Completed\s*1 application$/ })).toBeVisible();
    const reports = canvas.getByRole("region", { name: "Returnee reports" });
    await expect(within(reports).getByRole("link", { name: /^Due\s*1 report$/ })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply/report?report=due",
    );
    await expect(within(reports).getByRole("link", { name: /^Overdue\s*1 report$/ })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply/report?report=overdue",
    );
    await expect(canvas.getByText("18 of 20 seats left")).toBeVisible();

    await userEvent.click(within(reports).getByRole("link", { name: /^Overdue\s*1 report$/ }));
    await expect(
      await canvas.findByRole("heading", { name: "Page: /seouleduadmin/apply/report?report=overdue" }),
    ).toBeVisible();
  },
};

/** In Korean: the statuses in the applicants' words, the counts in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const statuses = await canvas.findByRole("region", { name: "상태별 신청서" }, { timeout: 5000 });
    await expect(within(statuses).getByText("전체 12건")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "교육여행 프로그램 관리" })).toBeVisible();
  },
};

/** Nothing yet: every count is a zero, still a link. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    const statuses = await canvas.findByRole("region", { name: "Applications by status" }, { timeout: 5000 });
    await expect(within(statuses).getByText("0 applications in all")).toBeVisible();
    await expect(within(statuses).getByRole("link", { name: /^Draft\s*0 applications$/ })).toBeVisible();
  },
};

/** While the counts arrive. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Education programme administration" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Applications by status" })).not.toBeInTheDocument();
  },
};

/** The counts could not be read: the server's words and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the counts.");
    await expect(alert).toHaveTextContent("The service is being updated. Try again in a minute.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere: the 401 clears the token and the operator goes to the admin sign-in. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fseouleduadmin" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};
