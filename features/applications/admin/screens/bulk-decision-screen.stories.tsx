import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { eduAdminApi, emptyApi } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { BulkDecisionScreen } from "./bulk-decision-screen";

const meta = {
  title: "Features/Applications/Admin/BulkDecisionScreen",
  component: BulkDecisionScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.approval),
} satisfies Meta<typeof BulkDecisionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const mixedApi = eduAdminApi();

/**
 * Three applications picked and approved with one message: the two that wait for a decision are approved, the
 * withdrawn one is refused in the server's words; the page says what became of each.
 */
export const MixedResults: Story = {
  parameters: { msw: { handlers: mixedApi.handlers } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole("table", { name: "Applications to decide" }, { timeout: 5000 }));
    await canvas.findByText("12 applications");
    await userEvent.click(table.getByRole("checkbox", { name: "Select Lee Minji (No. 101)" }));
    await userEvent.click(table.getByRole("checkbox", { name: "Select Yoon Seo (No. 106)" }));
    await userEvent.click(table.getByRole("checkbox", { name: "Select Han Bora (No. 107)" }));
    const form = within(canvas.getByRole("form", { name: "Decide the selected applications" }));
    await expect(form.getByText("3 selected")).toBeVisible();
    await userEvent.click(form.getByRole("radio", { name: "Approve" }));
    await userEvent.type(form.getByRole("textbox", { name: /Message to the applicant/ }), "Welcome to Seoul!");
    await userEvent.click(form.getByRole("button", { name: "Apply to 3 applications" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decide 3 applications?" });
    await expect(dialog).toHaveTextContent("“Approve” will be applied to 3 applications, and each applicant mailed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));

    const results = within(await canvas.findByRole("region", { name: "Results" }));
    await expect(results.getByRole("status")).toHaveTextContent("2 decided, 1 refused.");
    const rows = results.getAllByRole("row").slice(1);
    await expect(rows[0]).toHaveTextContent("Lee Minji");
    await expect(rows[0]).toHaveTextContent("Approved");
    await expect(rows[2]).toHaveTextContent("Han Bora");
    await expect(rows[2]).toHaveTextContent("Refused: This change is not possible while the application is withdrawn.");
    await expect(mixedApi.writes.bulk).toEqual([
      { ids: [101, 106, 107], status: "approved", message: "Welcome to Seoul!" },
    ]);
    await expect(form.getByText("0 selected")).toBeVisible();
  },
};

/** Picking a whole page at once, then asking for more information without a message: refused beside the field. */
export const MessageRequired: Story = {
  parameters: { route: { path: `${PATHS.approval}?status=submitted` } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole("table", { name: "Applications to decide" }, { timeout: 5000 }));
    await canvas.findByText("2 applications");
    await userEvent.click(table.getByRole("checkbox", { name: "Select every application on this page" }));
    const form = within(canvas.getByRole("form", { name: "Decide the selected applications" }));
    await expect(form.getByText("2 selected")).toBeVisible();
    await userEvent.click(form.getByRole("radio", { name: "Ask for more information" }));
    await userEvent.click(form.getByRole("button", { name: "Apply to 2 applications" }));
    await expect(await form.findByText("Please write what the applicant should add or correct.")).toBeVisible();
  },
};

const cancelApi = eduAdminApi();

/** Changing one's mind: the confirmation's "Cancel" sends nothing and keeps what is picked. */
export const Cancelled: Story = {
  parameters: { msw: { handlers: cancelApi.handlers } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole("table", { name: "Applications to decide" }, { timeout: 5000 }));
    await canvas.findByText("12 applications");
    await userEvent.click(table.getByRole("checkbox", { name: "Select Lee Minji (No. 101)" }));
    const form = within(canvas.getByRole("form", { name: "Decide the selected applications" }));
    await userEvent.click(form.getByRole("radio", { name: "Reject" }));
    await userEvent.type(form.getByRole("textbox", { name: /Message to the applicant/ }), "Places are full.");
    await userEvent.click(form.getByRole("button", { name: "Apply to 1 application" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decide 1 application?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(cancelApi.writes.bulk).toEqual([]);
    await expect(form.getByText("1 selected")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /Message to the applicant/ })).toHaveValue("Places are full.");
    await expect(canvas.queryByRole("region", { name: "Results" })).not.toBeInTheDocument();
  },
};

/** Nothing to decide. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No applications yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
