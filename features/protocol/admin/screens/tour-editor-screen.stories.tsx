import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import { errorHandlers, loadingHandlers, protocolAdminApi, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { TourEditorScreen } from "./tour-editor-screen";

const WAIT = { timeout: 5000 };
const PATTERN = "/protocol/admin/tours/:id";

const meta = {
  title: "Features/ProtocolAdmin/TourEditorScreen",
  component: TourEditorScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.tour(1), PATTERN, { tourId: 1 }),
} satisfies Meta<typeof TourEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW = {
  args: { tourId: null },
  parameters: { route: { path: ADMIN_PATHS.create, pattern: ADMIN_PATHS.create } },
};
const tab = (name: string) => ({
  parameters: { route: { path: `${ADMIN_PATHS.tour(1)}?tab=${name}`, pattern: PATTERN } },
});
const textbox = (scope: Pick<Canvas, "getByRole">, name: RegExp) => scope.getByRole("textbox", { name });

/** A new tour's empty form: names, window in Korea time, retention (72 hours by default), both programmes, the route. */
export const NewTour: Story = {
  ...NEW,
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New protocol tour")).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toBeRequired();
    await expect(textbox(canvas, /^Keep positions for/)).toHaveValue("72");
    await expect(canvas.getByRole("group", { name: "Programme in English" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Programme in Korean" })).toBeVisible();
    await expect(canvas.queryByRole("tab")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "All tours" })).toHaveAttribute("href", ADMIN_PATHS.list);
  },
};

const validation = protocolAdminApi();

/** Sent nearly empty: the contract's words beside each field (a row's too), the first focused, nothing sent. */
export const FieldErrors: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: validation.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "New protocol tour");
    await userEvent.click(canvas.getByRole("button", { name: "Add a day (English)" }));
    await userEvent.type(textbox(canvas, /^Time/), "9am");
    await userEvent.type(textbox(canvas, /^Route points/), "Gwanghwamun");
    await userEvent.click(canvas.getByRole("button", { name: "Make the tour" }));
    await expect(await canvas.findAllByText("Enter the tour's name.", {}, WAIT)).toHaveLength(2);
    await expect(canvas.getByText("Enter when the tour departs.")).toBeVisible();
    await expect(canvas.getByText("Use a time such as 09:30.")).toBeVisible();
    await expect(canvas.getByText("Enter what happens.")).toBeVisible();
    await expect(canvas.getByText(/Line 1 is not a latitude,longitude pair/)).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toHaveFocus();
    await expect(validation.writes).toHaveLength(0);
  },
};

const creating = protocolAdminApi();

/** A new tour made with its names and window: sent in Korea time, then its own editor opens. */
export const CreateTour: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: creating.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "New protocol tour");
    await userEvent.type(textbox(canvas, /^Name \(English\)/), "Visit of the Latvian delegation");
    await userEvent.type(textbox(canvas, /^Name \(Korean\)/), "라트비아 대표단 방문");
    await userEvent.type(canvas.getByLabelText(/^Departs/), "2026-12-05T09:00");
    await userEvent.type(canvas.getByLabelText(/^Arrives/), "2026-12-06T18:00");
    await userEvent.click(canvas.getByRole("button", { name: "Make the tour" }));
    await expect(await pageHeading(canvas, "Page: /protocol/admin/tours/4")).toBeVisible();
    await expect(creating.writes[0]).toMatchObject({
      name_en: "Visit of the Latvian delegation",
      starts_at: "2026-12-05T09:00:00+09:00",
      ends_at: "2026-12-06T18:00:00+09:00",
      retention_hours: 72,
      route: [],
    });
  },
};

const editing = protocolAdminApi();

/** A saved tour in tabs: its details and programme filled in, rows added, moved and removed, then saved. */
export const EditProgramme: Story = {
  parameters: { msw: { handlers: editing.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Official visit to Seoul")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Details and programme", selected: true })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Arrivals board" })).toHaveAttribute(
      "href",
      "/protocol/admin/tours/1/immigration",
    );
    await expect(canvas.getByLabelText(/^Departs/)).toHaveValue("2026-12-01T09:00");
    await expect(textbox(canvas, /^Route points/)).toHaveValue("37.4602,126.4407\n37.5663,126.9779");
    const english = within(canvas.getByRole("group", { name: "Programme in English" }));
    await userEvent.click(english.getByRole("button", { name: "Move Day 2 (English) up" }));
    await userEvent.click(english.getByRole("button", { name: "Remove Contact 2 (English)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save the tour" }));
    await expect(await screen.findByText("Official visit to Seoul is saved.", {}, WAIT)).toBeInTheDocument();
    const sent = editing.writes.at(-1) as { content_en: { days: { date: string }[]; contacts: unknown[] } };
    await expect(sent.content_en.days.map((day) => day.date)).toEqual(["2026-12-02", "2026-12-01"]);
    await expect(sent.content_en.contacts).toHaveLength(1);
  },
};

const stopping = protocolAdminApi();

/** The stops in order: one added with its place and planned time, the stops saved. */
export const Stops: Story = {
  ...tab("stops"),
  parameters: { ...tab("stops").parameters, msw: { handlers: stopping.handlers } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole("form", { name: "The tour's stops" }, WAIT));
    await expect(form.getAllByRole("group", { name: /^Stop \d/ })).toHaveLength(2);
    await userEvent.click(form.getByRole("button", { name: "Add a stop" }));
    const third = within(form.getByRole("group", { name: "Stop 3" }));
    await userEvent.type(textbox(third, /^Name \(English\)/), "Gyeongbokgung Palace");
    await userEvent.type(textbox(third, /^Name \(Korean\)/), "경복궁");
    await userEvent.type(textbox(third, /^Latitude/), "37.5796");
    await userEvent.type(textbox(third, /^Longitude/), "126.977");
    await userEvent.type(third.getByLabelText(/^Planned arrival/), "2026-12-02T10:00");
    await userEvent.click(form.getByRole("button", { name: "Save the stops" }));
    await expect(await screen.findByText("The stops are saved.", {}, WAIT)).toBeInTheDocument();
    await expect((stopping.writes.at(-1) as { stops: unknown[] }).stops[2]).toEqual({
      name_en: "Gyeongbokgung Palace",
      name_ko: "경복궁",
      lat: 37.5796,
      lng: 126.977,
      planned_at: "2026-12-02T10:00:00+09:00",
    });
  },
};

const driving = protocolAdminApi();

/** The vehicles and their drivers; a driver id no account has is refused beside its field. */
export const Vehicles: Story = {
  ...tab("vehicles"),
  parameters: { ...tab("vehicles").parameters, msw: { handlers: driving.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("form", { name: "Vehicle Car 1" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Driver: Park")).toBeVisible();
    const add = within(canvas.getByRole("form", { name: "Add a vehicle" }));
    await userEvent.type(textbox(add, /^Name/), "Car 3");
    await userEvent.type(textbox(add, /^Number plate/), "33나 3333");
    await userEvent.type(textbox(add, /^Driver's account number/), "999");
    await userEvent.click(add.getByRole("button", { name: "Add the vehicle" }));
    await expect(await add.findByText("No driver account has this id.", {}, WAIT)).toBeVisible();
    await userEvent.clear(textbox(add, /^Driver's account number/));
    await userEvent.click(add.getByRole("button", { name: "Add the vehicle" }));
    await expect(await canvas.findByRole("form", { name: "Vehicle Car 3" }, WAIT)).toBeVisible();
  },
};

const peopleApi = protocolAdminApi();

/** The delegation's people: one added, an e-mail another person has is refused beside its field. */
export const People: Story = {
  ...tab("delegates"),
  parameters: { ...tab("delegates").parameters, msw: { handlers: peopleApi.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("delegate@demo.test", { exact: false }, WAIT)).toBeVisible();
    const add = within(canvas.getByRole("form", { name: "Add a person" }));
    await userEvent.type(textbox(add, /^Name/), "Kadri Mets");
    await userEvent.type(textbox(add, /^E-mail/), "delegate@demo.test");
    await userEvent.click(add.getByRole("button", { name: "Add the person" }));
    await expect(await add.findByText("Another person of this tour is linked to this e-mail.", {}, WAIT)).toBeVisible();
    await userEvent.clear(textbox(add, /^E-mail/));
    await userEvent.click(add.getByRole("checkbox", { name: "Coordinator of the delegation" }));
    await userEvent.click(add.getByRole("button", { name: "Add the person" }));
    await expect(await canvas.findByRole("button", { name: "Change Kadri Mets" }, WAIT)).toBeVisible();
    await expect(peopleApi.writes.at(-1)).toEqual({ name: "Kadri Mets", title: "", email: "", coordinator: true });
  },
};

const sharing = protocolAdminApi();

/** Share links: live, expired and withdrawn ones listed; a new one for 24 hours shows its address once, to copy. */
export const ShareLinks: Story = {
  ...tab("links"),
  parameters: { ...tab("links").parameters, msw: { handlers: sharing.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Embassy desk", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Expired")).toBeVisible();
    await expect(canvas.getByText("Withdrawn")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Withdraw / })).toHaveLength(1);
    const add = within(canvas.getByRole("form", { name: "Make a share link" }));
    await userEvent.type(textbox(add, /^Name/), "Hotel lobby");
    await userEvent.click(add.getByRole("radio", { name: "24 hours" }));
    await userEvent.click(add.getByRole("button", { name: "Make the link" }));
    const address = await canvas.findByRole("textbox", { name: "The link's address" }, WAIT);
    await expect(address).toHaveValue("https://protocol.example/protocol/vehicle/share/tk_3f9a2c7d1e5b4a6c");
    await expect(canvas.getByRole("button", { name: "Copy the link" })).toBeVisible();
    await expect(sharing.writes.at(-1)).toEqual({ label: "Hotel lobby", expires_at: "2026-05-16T01:00:00.000Z" });
  },
};

/** A custom expiry in the past is refused before anything is sent. */
export const ShareLinkInPast: Story = {
  ...tab("links"),
  play: async ({ canvas }) => {
    const add = within(await canvas.findByRole("form", { name: "Make a share link" }, WAIT));
    await userEvent.click(add.getByRole("radio", { name: "At a time I choose" }));
    await userEvent.type(add.getByLabelText(/^Expires at/), "2026-05-01T09:00");
    await userEvent.click(add.getByRole("button", { name: "Make the link" }));
    await expect(await add.findByText("The link must expire in the future.", {}, WAIT)).toBeVisible();
  },
};

/** A tour that does not exist (404). */
export const NotFound: Story = {
  args: { tourId: 99 },
  parameters: { route: { path: ADMIN_PATHS.tour(99), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "This tour was not found" }, WAIT)).toBeVisible();
  },
};

/** Waiting for the tour. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Protocol tour")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The tour could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("We couldn't load the tour.");
  },
};

/** The session ended elsewhere (401). */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: /You are signed out|Page: / }, WAIT)).toBeVisible();
    await waitFor(() => expect(getToken("admin")).toBeNull(), WAIT);
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "서울 공식 방문")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "기본 정보와 일정표" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "한국어 일정표" })).toBeVisible();
  },
};
