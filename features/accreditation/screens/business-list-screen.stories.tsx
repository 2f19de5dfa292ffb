import { signedInStory } from "@blocks/feature-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { businessesApi } from "../mocks/handlers";
import { BusinessListScreen } from "./business-list-screen";

const directory = businessesApi();

const meta = {
  title: "Features/Accreditation/BusinessListScreen",
  component: BusinessListScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { detail: (id: number) => `/sitmmt/ppipsa/business/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/ppipsa/business/list?role=buyer&country=KZ", pattern: "/sitmmt/ppipsa/business/list" },
    msw: { handlers: directory.handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN),
} satisfies Meta<typeof BusinessListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Buyers from Kazakhstan, as a shared link opens them: the country filter shows its name, the cards name where
 * each buyer is and what it does. A category narrows the list; a card leads to the company's page.
 */
export const BuyersWithFilters: Story = {
  play: async ({ canvas }) => {
    const results = await canvas.findByRole("region", { name: "2 buyers" }, { timeout: 5000 });
    await expect(canvas.getByRole("tab", { name: "Buyers" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("Kazakhstan");
    await expect(within(results).getByText("Kazakhstan · Almaty")).toBeVisible();
    await expect(within(results).getAllByText("Medical facilitator")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await userEvent.click(await screen.findByRole("option", { name: "All" }));
    await expect(await canvas.findByText("4 buyers")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Buyer category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Insurer" }));
    await expect(await canvas.findByText("1 buyer")).toBeVisible();
    await waitFor(() => expect(directory.queries.at(-1)?.get("category")).toBe("insurer"));
    await expect(canvas.getByRole("link", { name: "Dubai Care Assist" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/business/9",
    );
  },
};

/** No company matches the search: the page says so and clears the filters in one step. */
export const NoMatch: Story = {
  parameters: {
    route: { path: "/sitmmt/ppipsa/business/list?q=nobody", pattern: "/sitmmt/ppipsa/business/list" },
    msw: { handlers: businessesApi().handlers },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "No company matches these filters" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Sellers" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Clear the filters" }));
    const results = await canvas.findByRole("region", { name: "2 sellers" });
    await expect(within(results).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("searchbox")).toHaveValue("");
  },
};

/** No company has been approved yet. */
export const Empty: Story = {
  parameters: {
    route: { path: "/sitmmt/ppipsa/business/list?role=buyer", pattern: "/sitmmt/ppipsa/business/list" },
    msw: { handlers: businessesApi([]).handlers },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No buyers yet" }, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getByText("Companies appear here once the organiser approves their application."),
    ).toBeVisible();
  },
};
