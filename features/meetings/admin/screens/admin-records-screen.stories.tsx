import { RECORD_CSV_COLUMNS } from "@contracts/meetings";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { ADMIN_RECORDS_PATH, RECORDS_CSV_PATH } from "../api/paths";
import { ADMIN_PATHS as PATHS, adminStoryMeta, atTheMiceFair, expectAllAtMice } from "../mocks/story-meta";
import { martAdminApi, recordsHandlers } from "../mocks/handlers";
import { AdminRecordsScreen } from "./admin-records-screen";

const meta = {
  title: "Features/Meetings/Admin/AdminRecordsScreen",
  component: AdminRecordsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.records),
} satisfies Meta<typeof AdminRecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's download, stood in for: the files and names the page hands it, until `restore()`. */
function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  const createUrl = spyOn(URL, "createObjectURL").mockImplementation((file) => {
    files.push(file as Blob);
    return "blob:story-records";
  });
  const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const restore = () => {
    createUrl.mockRestore();
    click.mockRestore();
  };
  return { files, names, restore };
}

/**
 * The filed records, one row each (both companies of a meeting file their own); "Export CSV" fetches the file with
 * the operator's token and saves it as sitmmt-meeting-records.csv.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole("table", { name: "Filed meeting records" }, { timeout: 5000 }));
    await expect(await canvas.findByText("3 records")).toBeVisible();
    const rows = table.getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent("May 8, 2026");
    await expect(rows[0]).toHaveTextContent("10:00–10:30");
    await expect(rows[0]).toHaveTextContent("Hanoi Care Tours");
    await expect(rows[0]).toHaveTextContent("Busan Wellness Center");
    await expect(rows[0]).toHaveTextContent("USD 10,001–30,000");
    await expect(rows[0]).toHaveTextContent("4 / 5");
    await expect(rows[1]).toHaveTextContent("Seller");
    await expect(rows[1]).toHaveTextContent("Up to USD 10,000");
    await expect(rows[2]).toHaveTextContent("No");
    await expect(rows[2]).toHaveTextContent("Not set");

    // the download itself is the browser's; the page hands it a file and a name
    const { files, names, restore } = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(names).toEqual(["sitmmt-meeting-records.csv"]));
      const file = files[0] as Blob;
      // the server's bytes as they came: the BOM that lets spreadsheets read Korean, then the header and 3 rows
      await expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await file.text()).split("\r\n").filter(Boolean);
      await expect(lines[0]).toBe(RECORD_CSV_COLUMNS.join(","));
      await expect(lines).toHaveLength(4);
    } finally {
      restore();
    }
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Nothing filed yet: the page says when records come in. */
export const Empty: Story = {
  parameters: { msw: { handlers: [recordsHandlers.empty, ...martAdminApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No records yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** The list could not be read: what failed, in the server's words, and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [recordsHandlers.error, ...martAdminApi().handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the records.");
    await expect(alert).toHaveTextContent("The records are being recounted. Try again in a minute.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

const miceApi = martAdminApi();

/** The fair's records on the MICE fair's site: the list and the CSV export ask for the fair's (`?fair=mice`). */
export const AtTheMiceFair: Story = {
  ...atTheMiceFair("records", miceApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "Filed meeting records" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("3 records")).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Fair operations" });
    await expect(within(nav).getByRole("link", { name: "Records" })).toHaveAttribute("href", "/mice/admin/records");

    const { names, restore } = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(names).toEqual(["sitmmt-meeting-records.csv"]));
    } finally {
      restore();
    }
    const paths = miceApi.calls.map((call) => call.url.pathname);
    await expect(paths).toEqual(expect.arrayContaining([ADMIN_RECORDS_PATH, RECORDS_CSV_PATH]));
    await expectAllAtMice(miceApi.calls);
  },
};
