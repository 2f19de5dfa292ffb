import { loadErrorStory } from "@blocks/story-kit";
import { EDU_APPLICATION_CSV_COLUMNS } from "@contracts/applications";
import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { emptyApi, errorHandlers, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ApplicationsScreen } from "./applications-screen";

const meta = {
  title: "Features/Applications/Admin/ApplicationsScreen",
  component: ApplicationsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.applications),
} satisfies Meta<typeof ApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole("table", { name: "Applications" }, { timeout: 5000 }))
    .getAllByRole("row")
    .slice(1);

/** Every application, a row each: the name links to its page, the passport shows its last four only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("12 applications", {}, { timeout: 5000 })).toBeVisible();
    const rows = await rowsOf(canvas);
    await expect(rows).toHaveLength(12);
    await expect(rows[0]).toHaveTextContent("Lee Minji");
    await expect(rows[0]).toHaveTextContent("••••5678");
    await expect(rows[0]).not.toHaveTextContent("M12345678");
    await expect(within(rows[0] as HTMLElement).getByText("Submitted")).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Lee Minji" })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply-detail/101",
    );
    await expect(rows[7]).toHaveTextContent("(no name yet)");
  },
};

/** Narrowed to one status from the address (the home page's links), then searched by part of an e-mail. */
export const FilteredAndSearched: Story = {
  parameters: { route: { path: `${PATHS.applications}?status=submitted` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 applications", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveTextContent("Submitted");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Name or e-mail" }), "school.test");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 application")).toBeVisible();
    const rows = await rowsOf(canvas);
    await expect(rows[0]).toHaveTextContent("Nguyen An");

    await userEvent.click(canvas.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Approved" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Nothing matches these filters" })).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await expect(await canvas.findByText("12 applications")).toBeVisible();
  },
};

/** "Export CSV" fetches the filtered list with the operator's token and saves it as edu-applications.csv. */
export const CsvExport: Story = {
  parameters: { route: { path: `${PATHS.applications}?status=submitted` } },
  play: async ({ canvas }) => {
    await canvas.findByText("2 applications", {}, { timeout: 5000 });
    const files: Blob[] = [];
    const names: string[] = [];
    const createUrl = spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:story-applications";
    });
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(names).toEqual(["edu-applications.csv"]));
      const file = files[0] as Blob;
      // the server's bytes as they came: the BOM that lets spreadsheets read Korean, then the header and 2 rows
      await expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await file.text()).split("\r\n").filter(Boolean);
      await expect(lines[0]).toBe(EDU_APPLICATION_CSV_COLUMNS.join(","));
      await expect(lines).toHaveLength(3);
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** No application yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No applications yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** While the list arrives: the table's skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "Applications" }, { timeout: 5000 })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The list could not be read. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load the applications.");

/** The session ended elsewhere: off to the admin sign-in, and back here after it. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fseouleduadmin%2Fapply" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};
