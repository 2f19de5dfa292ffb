import { routedScreenMeta } from "@blocks/story-kit";
import { Button } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { businessHandlers, businessesApi } from "../mocks/handlers";
import { BusinessDetailScreen } from "./business-detail-screen";

const requested = fn();

const meta = {
  title: "Features/Accreditation/BusinessDetailScreen",
  component: BusinessDetailScreen,
  tags: ["autodocs"],
  ...routedScreenMeta("/sitmmt/ppipsa/business/12", businessesApi().handlers, {
    area: "accreditation",
    token: STORY_TOKEN,
  }),
  args: {
    id: "12",
    paths: { list: "/sitmmt/ppipsa/business/list" },
    // stands in for the meetings feature's button, which the site puts here
    actions: (company) => (
      <Button
        onClick={() => {
          requested(company.id);
        }}
      >
        Request a meeting
      </Button>
    ),
  },
  argTypes: { paths: { control: false }, actions: { control: false } },
} satisfies Meta<typeof BusinessDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Korean clinic's public profile: logo, names, booth, sectors, figures and documents, with the site's action. */
export const SellerWithActions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Bright Eye Clinic Seoul" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("서울밝은안과")).toBeVisible();
    await expect(canvas.getByText("South Korea · Seoul")).toBeVisible();
    await expect(canvas.getByText("Booth A-01")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Business" })).toHaveTextContent("Korean, English, Russian");
    await expect(canvas.getByRole("region", { name: "Figures and experience" })).toHaveTextContent("Yes, 3 times");
    await expect(canvas.getByRole("region", { name: "Company documents (2)" })).toHaveTextContent(
      "bright-eye-brochure-en.pdf",
    );
    const logo = canvasElement.querySelector("img");
    await waitFor(() => expect(logo?.complete && (logo.naturalWidth ?? 0) > 0).toBe(true));
    await userEvent.click(canvas.getByRole("button", { name: "Request a meeting" }));
    await expect(requested).toHaveBeenCalledWith(12);
  },
};

/** A company that is not taking part (or never existed): said plainly, with the way back to the list. */
export const NotFound: Story = {
  args: { id: "404" },
  parameters: { route: { path: "/sitmmt/ppipsa/business/404" }, msw: { handlers: [businessHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Company not found" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Business list" })[0]).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/business/list",
    );
  },
};
