import { sessionEndedStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { delegateView } from "../mocks/fixtures";
import { errorHandlers, loadingHandlers, protocolApi, unauthorizedHandlers } from "../mocks/handlers";
import { MEMBER_PATHS, memberStoryMeta } from "../mocks/story-meta";
import { ImmigrationScreen } from "./immigration-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Protocol/ImmigrationScreen",
  component: ImmigrationScreen,
  tags: ["autodocs"],
  ...memberStoryMeta("/protocol/immigration"),
  args: { paths: MEMBER_PATHS },
} satisfies Meta<typeof ImmigrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvas: Canvas, name: string) =>
  within((await canvas.findByRole("heading", { level: 2, name: new RegExp(`^${name}`) }, WAIT)).closest("li")!);

/** The coordinator sees everyone's flights in Korea time and the airport marks, and may change each. */
export const Coordinator: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Arrivals and departures")).toBeVisible();
    await expect(await canvas.findByText(/You coordinate the delegation/, {}, WAIT)).toBeVisible();
    const mari = await card(canvas, "Mari Tamm");
    await expect(mari.getByText("Flight KE082")).toBeVisible();
    await expect(mari.getByText("December 1, 2026 at 8:40 AM (Korea time)")).toBeVisible();
    await expect(mari.getAllByText("Terminal 2")).toHaveLength(2);
    await expect(mari.getByText("Met December 1, 2026 at 9:05 AM")).toBeVisible();
    await expect(mari.getByText("Not handed over yet")).toBeVisible();
    const liis = await card(canvas, "Liis Saar");
    await expect(liis.getAllByText("Not registered yet")).toHaveLength(2);
    await expect(canvas.getAllByRole("button", { name: /^Change flights of/ })).toHaveLength(3);
  },
};

const delegateApi = protocolApi({ tours: [delegateView.tour], delegates: delegateView.delegates });

/** A delegate sees and changes only their own flights. */
export const Delegate: Story = {
  parameters: { msw: { handlers: delegateApi.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Register your flights/, {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    await expect(canvas.getByRole("heading", { level: 2, name: /Jaan Kask/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Change flights of Jaan Kask" })).toBeVisible();
  },
};

const saving = protocolApi();

/** The coordinator registers an adviser's arrival: flight, local time and terminal; saved, shown at once. */
export const RegisterFlights: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Change flights of Liis Saar" }, WAIT));
    const form = within(canvas.getByRole("form", { name: "Flights of Liis Saar" }));
    await userEvent.type(form.getByRole("textbox", { name: /^Arrival flight/ }), "ke 908");
    await userEvent.type(form.getByLabelText(/^Lands at/), "2026-12-01T07:15");
    await userEvent.click(form.getByRole("combobox", { name: /^Arrival terminal/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Terminal 1" }));
    await userEvent.click(form.getByRole("button", { name: "Save flights" }));
    const liis = await card(canvas, "Liis Saar");
    await expect(await liis.findByText("Flight KE 908", {}, WAIT)).toBeVisible();
    await expect(liis.getByText("December 1, 2026 at 7:15 AM (Korea time)")).toBeVisible();
    await expect(saving.saved.at(-1)).toMatchObject({
      arrival_flight: "ke 908",
      arrival_at: "2026-12-01T07:15:00+09:00",
      arrival_terminal: "T1",
      version: 0,
    });
  },
};

/** A flight without its time, a made-up flight number: the contract's words beside each field, nothing sent. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: protocolApi().handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Change flights of Liis Saar" }, WAIT));
    const form = within(canvas.getByRole("form", { name: "Flights of Liis Saar" }));
    await userEvent.type(form.getByRole("textbox", { name: /^Arrival flight/ }), "KE082");
    await userEvent.type(form.getByRole("textbox", { name: /^Departure flight/ }), "tomorrow");
    await userEvent.click(form.getByRole("button", { name: "Save flights" }));
    await expect(await form.findByText("Enter the arrival time with the flight.")).toBeVisible();
    await expect(form.getByText("Use a flight number such as KE082 or OZ 201.")).toBeVisible();
  },
};

const conflicting = protocolApi({
  conflictOnce: { arrival_flight: "OZ 777", arrival_at: "2026-12-01T11:00:00+09:00" },
});

/** Someone changed the minister's flights meanwhile (409): the newest are put in the form, and it says so. */
export const VersionConflict: Story = {
  parameters: { msw: { handlers: conflicting.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Change flights of Jaan Kask" }, WAIT));
    const form = within(canvas.getByRole("form", { name: "Flights of Jaan Kask" }));
    const flight = form.getByRole("textbox", { name: /^Arrival flight/ });
    await userEvent.clear(flight);
    await userEvent.type(flight, "OZ 541");
    await userEvent.click(form.getByRole("button", { name: "Save flights" }));
    await expect(await form.findByRole("alert", {}, WAIT)).toHaveTextContent(
      "Someone changed these details meanwhile. The newest are shown; make your change again.",
    );
    await expect(form.getByRole("textbox", { name: /^Arrival flight/ })).toHaveValue("OZ 777");
    await expect(form.getByLabelText(/^Lands at/)).toHaveValue("2026-12-01T11:00");
  },
};

/** Waiting for the flights. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Arrivals and departures")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The flights could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard asks them to sign in again). */
export const Unauthorized: Story = sessionEndedStory(unauthorizedHandlers, "member");

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "입출국 정보")).toBeVisible();
    await expect(await canvas.findByText("KE082편", {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByText("제2터미널").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("button", { name: "Liis Saar의 항공편 변경" })).toBeVisible();
  },
};
