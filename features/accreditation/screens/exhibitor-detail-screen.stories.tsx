import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { FairScope } from "@blocks/fair-scope";
import { exhibitorHandlers, exhibitorsApi } from "../mocks/handlers";
import { BusinessDetailScreen } from "./business-detail-screen";

const LIST = "/mice/company/list";

/** The MICE fair's pages: the screens as its site gives them (`fair="mice"`). */
const onMiceFair: Decorator = (Story) => (
  <FairScope value="mice">
    <Story />
  </FairScope>
);

const exhibitors = exhibitorsApi();

const meta = {
  title: "Features/Accreditation/ExhibitorDetailScreen",
  component: BusinessDetailScreen,
  tags: ["autodocs"],
  decorators: [onMiceFair, withRoute],
  afterEach: settle,
  args: { id: "101", audience: "public", paths: { list: LIST } },
  argTypes: { paths: { control: false }, actions: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/mice/company/view/101" },
    msw: { handlers: exhibitors.handlers },
  },
} satisfies Meta<typeof BusinessDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Busan's convention bureau as anyone sees it, signed in or not: logo, names, booth, sectors and figures, read
 * without a token. No documents (the server gives them to participants only) and no meeting actions (none given).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Busan Harbour Convention Bureau" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("부산항 컨벤션뷰로")).toBeVisible();
    await expect(canvas.getByText("South Korea · Busan")).toBeVisible();
    await expect(canvas.getByText("Booth M-01")).toBeVisible();
    const business = canvas.getByRole("region", { name: "Business" });
    await expect(business).toHaveTextContent("Convention bureau");
    await expect(business).toHaveTextContent("DMC (destination management company)");
    await expect(canvas.getByRole("region", { name: "Figures and experience" })).toHaveTextContent("Earlier fairs");
    await expect(canvas.queryByRole("region", { name: /Company document/ })).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Exhibitors" })).toHaveAttribute("href", LIST);
    await expect(exhibitors.tokens.every((token) => token === null)).toBe(true);
    const logo = canvasElement.querySelector("img");
    await waitFor(() => expect(logo?.complete && (logo.naturalWidth ?? 0) > 0).toBe(true));
  },
};

/** Not an exhibitor this year (or no company at all): said plainly, with the way back to the list. */
export const NotFound: Story = {
  args: { id: "404" },
  parameters: { route: { path: "/mice/company/view/404" }, msw: { handlers: [exhibitorHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Exhibitor not found" }, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getByText("This company does not exist or is not exhibiting at this year's fair."),
    ).toBeVisible();
    await expect(within(canvas.getByRole("main")).getAllByRole("link", { name: "Exhibitors" })).toHaveLength(2);
  },
};

/** An address whose id is not a number: the same answer, without a request. */
export const BadAddress: Story = {
  args: { id: "busan" },
  parameters: { route: { path: "/mice/company/view/busan" }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Exhibitor not found" }, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [exhibitorHandlers.detailLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent("Loading…");
    await expect(canvas.getByRole("heading", { level: 1, name: "Exhibitor" })).toBeVisible();
  },
};

/** The server's words and a retry that loads the exhibitor. */
export const ServerError: Story = {
  parameters: { msw: { handlers: exhibitorsApi(undefined, { failFirst: true }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this exhibitor.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Busan Harbour Convention Bureau" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** In Korean: the Korean name first, the sectors' Korean names, the way back to the list. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "부산항 컨벤션뷰로" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("region", { name: "사업 내용" })).toHaveTextContent("컨벤션뷰로");
    await expect(canvas.getByRole("link", { name: "전시 참가기업 목록" })).toHaveAttribute("href", LIST);
  },
};
