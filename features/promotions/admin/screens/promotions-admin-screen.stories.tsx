import {
  closeDialogWith,
  forbiddenStory,
  loadErrorStory,
  openDialog,
  operatorStoryMeta,
  signedOutStory,
} from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import {
  emptyPromotionsApi,
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  promotionsAdminApi,
  STORY_ADMIN_TOKEN,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { PromotionsAdminScreen } from "./promotions-admin-screen";

const PATH = "/admin/promotions";

const meta = {
  title: "Features/Promotions/Admin/PromotionsAdminScreen",
  component: PromotionsAdminScreen,
  tags: ["autodocs"],
  ...operatorStoryMeta(promotionsAdminApi, STORY_ADMIN_TOKEN)(PATH),
  args: { paths: { list: PATH } },
} satisfies Meta<typeof PromotionsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Promotion links";
const rowOf = async (canvas: Canvas, code: string) => {
  const cell = await canvas.findByRole("rowheader", { name: new RegExp(`^${code}`) }, { timeout: 5000 });
  return within(cell.closest("tr") as HTMLElement);
};

/** The cell of the link `code`'s row under the column named `header`. */
const cellOf = (canvas: Canvas, code: string, header: string) => {
  const headers = canvas.getAllByRole("columnheader").map((each) => each.textContent?.trim());
  const tr = canvas.getByRole("rowheader", { name: new RegExp(`^${code}`) }).closest("tr") as HTMLElement;
  return tr.querySelectorAll("th, td")[headers.indexOf(header)] as HTMLElement;
};

/**
 * Every link with where it leads, its state, its visits and what it brought (sign-ups, bookings, the paid bookings'
 * revenue in dollars and won); an operator may change each.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("3 links", {}, { timeout: 5000 })).toBeVisible();
    for (const header of ["Visits", "Sign-ups", "Bookings", "Revenue"]) {
      await expect(canvas.getByRole("columnheader", { name: header })).toBeVisible();
    }
    const winter = await rowOf(canvas, "WINTER26");
    await expect(winter.getByText("1,284")).toBeVisible();
    await expect(winter.getByText("/product/search/festival/all")).toBeVisible();
    await expect(winter.getByText("Working")).toBeVisible();
    await expect(cellOf(canvas, "WINTER26", "Sign-ups")).toHaveTextContent("37");
    await expect(cellOf(canvas, "WINTER26", "Bookings")).toHaveTextContent("52");
    await expect(cellOf(canvas, "WINTER26", "Revenue")).toHaveTextContent("$4,820.50");
    await expect(cellOf(canvas, "WINTER26", "Revenue")).toHaveTextContent("₩12,850,000");
    const jeju = await rowOf(canvas, "JEJU");
    await expect(jeju.getByText("No visit yet")).toBeVisible();
    await expect(cellOf(canvas, "JEJU", "Sign-ups")).toHaveTextContent("0");
    await expect(cellOf(canvas, "JEJU", "Bookings")).toHaveTextContent("0");
    await expect(jeju.getByText("No paid booking yet")).toBeVisible();
    const spring = await rowOf(canvas, "SPRING26");
    await expect(spring.getByText("Switched off")).toBeVisible();
    await expect(cellOf(canvas, "SPRING26", "Bookings")).toHaveTextContent("9");
    await expect(cellOf(canvas, "SPRING26", "Revenue")).toHaveTextContent("₩3,250,000");
    await expect(await canvas.findByRole("button", { name: "New link" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Switch on the link SPRING26" })).toBeVisible();
  },
};

/** A viewer reads the links and their figures, and is offered no change. */
export const Viewer: Story = {
  parameters: { msw: { handlers: promotionsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 links", {}, { timeout: 5000 })).toBeVisible();
    await expect(cellOf(canvas, "WINTER26", "Sign-ups")).toHaveTextContent("37");
    await expect(cellOf(canvas, "WINTER26", "Revenue")).toHaveTextContent("$4,820.50");
    await expect(canvas.queryByRole("button", { name: "New link" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Edit the link/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Switch (off|on) the link/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "History of the link WINTER26" })).toBeVisible();
  },
};

/** A link's history: who made it and who sent it elsewhere, in a dialog. */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "History of the link WINTER26" }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "History" }));
    const items = await dialog.findAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("Link made, leading to /product/search/tour/all");
    await expect(items[1]).toHaveTextContent("Changed: now leads to /product/search/festival/all");
    await expect(items[1]).toHaveTextContent("by Lee Clerk (clerk)");
    await userEvent.click(dialog.getByRole("button", { name: "Back to the list" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A clerk makes a new link; it heads the list. */
export const Create: Story = {
  parameters: { msw: { handlers: promotionsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "New link", "New promotion link");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Code/ }), "AUTUMN26");
    const target = dialog.getByRole("textbox", { name: /^Leads to/ });
    await userEvent.clear(target);
    await userEvent.type(target, "/product/search/tour/all");
    await closeDialogWith(dialog, "Make the link");
    await expect(await canvas.findByText("4 links")).toBeVisible();
    const made = await rowOf(canvas, "AUTUMN26");
    await expect(made.getByText("/product/search/tour/all")).toBeVisible();
    await expect(made.getByText("No paid booking yet")).toBeVisible();
  },
};

/** A code already taken (409) and a target off the site: each said beside its field. */
export const CreateRefused: Story = {
  parameters: { msw: { handlers: promotionsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "New link", "New promotion link");
    const target = dialog.getByRole("textbox", { name: /^Leads to/ });
    await userEvent.clear(target);
    await userEvent.type(target, "https://elsewhere.example");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Code/ }), "JEJU");
    await userEvent.click(dialog.getByRole("button", { name: "Make the link" }));
    await expect(
      await dialog.findByText("Use a path on this site, such as /product/search/festival/all."),
    ).toBeVisible();
    await userEvent.clear(target);
    await userEvent.type(target, "/main");
    await userEvent.click(dialog.getByRole("button", { name: "Make the link" }));
    await expect(await dialog.findByText("This code is already in use; choose another one.")).toBeVisible();
  },
};

/** Editing where a link leads. */
export const Edit: Story = {
  parameters: { msw: { handlers: promotionsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Edit the link JEJU", "Edit the link JEJU");
    const target = dialog.getByRole("textbox", { name: /^Leads to/ });
    await expect(target).toHaveValue("/product/search/tour/jeju");
    await userEvent.clear(target);
    await userEvent.type(target, "/product/search/activity/jeju");
    await closeDialogWith(dialog, "Save");
    const jeju = await rowOf(canvas, "JEJU");
    await expect(await jeju.findByText("/product/search/activity/jeju")).toBeVisible();
  },
};

/** Switching a link off: it says so, and may be switched on again. */
export const SwitchOff: Story = {
  parameters: { msw: { handlers: promotionsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Switch off the link WINTER26" }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole("button", { name: "Switch on the link WINTER26" })).toBeVisible();
    const winter = await rowOf(canvas, "WINTER26");
    await expect(winter.getByText("Switched off")).toBeVisible();
  },
};

/** No link yet: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyPromotionsApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No promotion links yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Waiting for the links. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

/** The links could not be read: said, with a retry. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load the promotion links.");

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** A staff account of another role (403). */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers, { stillSignedIn: false });

/** In Korean, with the figures' columns. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "프로모션 링크")).toBeVisible();
    await expect(await canvas.findByText("링크 3개", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText("사용 중지").length).toBeGreaterThan(0);
    for (const header of ["방문 수", "회원 가입", "예약", "매출"]) {
      await expect(canvas.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await expect(canvas.getByText("결제된 예약 없음")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "새 링크" })).toBeVisible();
  },
};
