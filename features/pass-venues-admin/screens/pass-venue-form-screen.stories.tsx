import { forbiddenStory, loadErrorStory, signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import {
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  unauthorizedHandlers,
  venuesAdminApi,
} from "../mocks/handlers";
import { ADMIN_PATHS, VENUE_PATTERN, adminStoryMeta } from "../mocks/story-meta";
import { PassVenueFormScreen } from "./pass-venue-form-screen";

const meta = {
  title: "Features/PassVenuesAdmin/PassVenueFormScreen",
  component: PassVenueFormScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.venue(3), VENUE_PATTERN, { venueId: 3 }),
} satisfies Meta<typeof PassVenueFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW = {
  args: { venueId: null },
  parameters: { route: { path: ADMIN_PATHS.create, pattern: ADMIN_PATHS.create } },
};
const textbox = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });

async function choose(canvas: Canvas, name: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Fills the new venue's form as an operator does from an approved application. */
async function fillForm(canvas: Canvas) {
  await pageHeading(canvas, "New partner venue");
  await userEvent.type(textbox(canvas, /^Name \(English\)/), "Bukchon Tea House");
  await userEvent.type(textbox(canvas, /^Name \(Korean\)/), "북촌 찻집");
  await userEvent.type(textbox(canvas, /^Address on the site/), "bukchon-tea-house");
  await choose(canvas, /^Category/, "Experience");
  await choose(canvas, /^District/, "Jongno-gu");
  await userEvent.click(canvas.getByRole("radio", { name: "Free entry" }));
  await userEvent.type(textbox(canvas, /^Opening hours \(English\)/), "10:00–20:00");
  await userEvent.type(textbox(canvas, /^Opening hours \(Korean\)/), "10:00–20:00");
  await userEvent.type(textbox(canvas, /^Description \(English\)/), "A tea ceremony in a hanok.");
  await userEvent.type(textbox(canvas, /^Description \(Korean\)/), "한옥에서 즐기는 다도 체험.");
  await userEvent.type(textbox(canvas, /^Picture/), "/images/catalog/tour-palace.svg");
  await userEvent.type(textbox(canvas, /^Address \(English\)/), "3 Bukchon-ro, Jongno-gu, Seoul");
  await userEvent.type(textbox(canvas, /^Address \(Korean\)/), "서울특별시 종로구 북촌로 3");
  await userEvent.type(textbox(canvas, /^How to get there \(English\)/), "Anguk station, exit 2.");
  await userEvent.type(textbox(canvas, /^How to get there \(Korean\)/), "안국역 2번 출구.");
  await userEvent.type(textbox(canvas, /^Latitude/), "37.5826");
  await userEvent.type(textbox(canvas, /^Longitude/), "126.9836");
}

/** A new venue's empty form: every field labelled, the required ones marked, the percent hidden until chosen. */
export const FormEmpty: Story = {
  ...NEW,
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New partner venue")).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toBeRequired();
    await expect(textbox(canvas, /^Phone/)).not.toBeRequired();
    await expect(canvas.queryByRole("textbox", { name: /^Discount/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: "Publish at once" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "All venues" })).toHaveAttribute("href", ADMIN_PATHS.list);
  },
};

const validation = venuesAdminApi();

/** Sent empty: the contract's words beside each field, the first one focused, nothing sent. */
export const FieldErrors: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: validation.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "New partner venue");
    const before = validation.writes.saved.length;
    await userEvent.click(canvas.getByRole("button", { name: "Add the venue" }));
    await expect(await canvas.findByText("Enter the venue's name in English.")).toBeVisible();
    await expect(canvas.getByText("Enter the venue's name in Korean.")).toBeVisible();
    await expect(canvas.getByText("Choose the venue's category.")).toBeVisible();
    await expect(canvas.getByText("Choose what the venue offers pass holders.")).toBeVisible();
    await expect(canvas.getByText("Enter a latitude within Korea (33 to 38.7).")).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toHaveFocus();
    await userEvent.type(textbox(canvas, /^Longitude/), "116.4");
    await expect(await canvas.findByText("Enter a longitude within Korea (124.5 to 132).")).toBeVisible();
    await expect(validation.writes.saved.length).toBe(before);
  },
};

const creating = venuesAdminApi();

/** Filled and sent: the venue is added and its own page opens. */
export const Created: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: creating.handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add the venue" }));
    await expect(await canvas.findByText("Page: /seoulitepass/admin/venues/4", {}, { timeout: 5000 })).toBeVisible();
    await expect(creating.writes.saved.at(-1)).toMatchObject({
      slug: "bukchon-tea-house",
      name_ko: "북촌 찻집",
      benefit: { kind: "free_entry" },
      lat: 37.5826,
      lng: 126.9836,
      published: false,
    });
  },
};

/** An unpublished venue opened to edit: its words in both languages, and the way to publish it. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Edit partner venue")).toBeVisible();
    await expect(await canvas.findByDisplayValue("Seochon Pottery", {}, { timeout: 5000 })).toBeVisible();
    await expect(textbox(canvas, /^Name \(Korean\)/)).toHaveValue("서촌 도예 공방");
    await expect(await canvas.findByRole("textbox", { name: /^Discount \(%\)/ })).toHaveValue("15");
    await expect(canvas.getByText("Unpublished")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Publish" })).toBeVisible();
  },
};

const saving = venuesAdminApi();

/** Changed and saved: said, the form showing what was saved; published and unpublished again. */
export const Saved: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvas }) => {
    const name = await canvas.findByDisplayValue("Seochon Pottery", {}, { timeout: 5000 });
    await userEvent.clear(name);
    await userEvent.type(name, "Seochon Clay Studio");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your changes were saved.");
    await expect(saving.writes.saved.at(-1)).toMatchObject({ name_en: "Seochon Clay Studio", published: false });
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }));
    await expect(await canvas.findByText("The venue is published: it is on the public list.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View the public page" })).toHaveAttribute(
      "href",
      "/seoulitepass/affiliate/detail/3",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Unpublish" }));
    await expect(await canvas.findByText(/Its scans and history are kept\./)).toBeVisible();
    await expect(saving.writes.published).toEqual([
      { id: 3, published: true },
      { id: 3, published: false },
    ]);
  },
};

/** Another venue has the slug: the server's 409 beside the slug field, what was typed kept. */
export const SlugConflict: Story = {
  parameters: { msw: { handlers: venuesAdminApi().handlers } },
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue("Seochon Pottery", {}, { timeout: 5000 });
    const slug = textbox(canvas, /^Address on the site/);
    await userEvent.clear(slug);
    await userEvent.type(slug, "gyeongbokgung-palace");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Another venue already has this address.")).toBeVisible();
    await expect(slug).toHaveValue("gyeongbokgung-palace");
    await expect(slug).toHaveAttribute("aria-invalid", "true");
  },
};

/** Waiting for the venue. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Edit partner venue")).toBeVisible();
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
  },
};

/** The venue could not be read: said, with a retry. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load this venue.");

/** No venue has this id. */
export const NotFound: Story = {
  args: { venueId: 99 },
  parameters: { route: { path: ADMIN_PATHS.venue(99), pattern: VENUE_PATTERN } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("This venue does not exist.");
  },
};

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** A partner venue's scan-only account (403): told the page is the operators'. */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers);

/** In Korean: the labels, the choices and the contract's words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "제휴 시설 수정")).toBeVisible();
    await canvas.findByDisplayValue("서촌 도예 공방", {}, { timeout: 5000 });
    await expect(canvas.getByRole("button", { name: "게시" })).toBeVisible();
    const lat = textbox(canvas, /^위도/);
    await userEvent.clear(lat);
    await userEvent.type(lat, "40");
    await userEvent.click(canvas.getByRole("button", { name: "변경 사항 저장" }));
    await expect(await canvas.findByText("한국 안의 위도를 입력하세요(33~38.7).")).toBeVisible();
  },
};
