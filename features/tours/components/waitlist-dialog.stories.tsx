import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { type Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { waitlistHandlers } from "../mocks/waitlist-handlers";
import { WaitlistDialog } from "./waitlist-dialog";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Tours/WaitlistDialog",
  component: WaitlistDialog,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { departure: { id: 42, date: "2026-05-22", time: "09:00" }, minTravelers: 2 },
  parameters: { msw: { handlers: waitlistHandlers() } },
} satisfies Meta<typeof WaitlistDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog of the full 22 May departure and fills it as Ana would. */
async function openAndFill(canvas: Canvas, values: { name?: string; email?: string } = {}) {
  await userEvent.click(await canvas.findByRole("button", { name: /Join the waitlist/ }, WAIT));
  const dialog = within(await screen.findByRole("dialog", {}, WAIT));
  if (values.name !== "")
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name/ }), values.name ?? "Ana Lima");
  await userEvent.type(dialog.getByRole("textbox", { name: /^E-mail/ }), values.email ?? "ana@example.com");
  return dialog;
}

/** The button a full departure shows; the dialog asks for name, e-mail, travellers and the mails' language. */
export const JoinForm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /Join the waitlist/ }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Join the waitlist" }, WAIT));
    await expect(dialog.getByText(/is full\. Leave your details/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Name/ })).toBeVisible();
    await expect(dialog.getByRole("spinbutton", { name: /^Travellers/ })).toHaveValue(2);
    await expect(dialog.getByRole("radio", { name: "English" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "한국어" })).not.toBeChecked();
  },
};

/** Sent: the place in line and the word that a mail with the link to leave is on its way. */
export const Joined: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAndFill(canvas);
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    const done = within(await screen.findByRole("dialog", { name: "You are on the waitlist" }, WAIT));
    await expect(done.getByRole("status")).toHaveTextContent("You are number 3 in line for 2 travellers.");
    const close = done.getAllByRole("button", { name: "Close" }).find((button) => button.dataset.intent === "primary");
    await userEvent.click(close ?? document.body);
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** The same e-mail on the same departure is one entry: the guest is told their place, nothing doubled. */
export const AlreadyWaiting: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ join: "already" }) } },
  play: async ({ canvas }) => {
    const dialog = await openAndFill(canvas);
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    await expect(await screen.findByRole("status", {}, WAIT)).toHaveTextContent(
      "This e-mail is already on this departure's waitlist: you are number 2 in line.",
    );
  },
};

/** Bad input: a missing name and a party of one are said beside their fields before anything is sent. */
export const BadInput: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAndFill(canvas, { name: "" });
    const travellers = dialog.getByRole("spinbutton", { name: /^Travellers/ });
    await userEvent.clear(travellers);
    await userEvent.type(travellers, "1");
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    await expect(await dialog.findByText("Enter the name we may address you by.", {}, WAIT)).toBeVisible();
    await expect(dialog.getByText("A minimum of 2 travellers is required to depart.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
  },
};

/** The server refuses a field (its e-mail check): the message stands under the field, the form stays. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ join: "fields" }) } },
  play: async ({ canvas }) => {
    const dialog = await openAndFill(canvas, { email: "ana@example" });
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    await expect(await dialog.findByText("Enter a valid e-mail address.", {}, WAIT)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
  },
};

/** The departure got a seat back meanwhile: the server says to book it, in the dialog. */
export const NoLongerFull: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ join: "notFull" }) } },
  play: async ({ canvas }) => {
    const dialog = await openAndFill(canvas);
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    await expect(await dialog.findByText(/This departure still has seats: book it directly\./, {}, WAIT)).toBeVisible();
  },
};

/** In Korean: the dialog, its rules and the confirmation. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /대기자 명단에 등록/ }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "대기자 명단 등록" }, WAIT));
    await expect(dialog.getByRole("radio", { name: "한국어" })).toBeChecked();
    await userEvent.type(dialog.getByRole("textbox", { name: /^이름/ }), "박서연");
    await userEvent.type(dialog.getByRole("textbox", { name: /^이메일/ }), "seoyeon@example.com");
    await userEvent.click(dialog.getByRole("button", { name: "대기자 명단에 등록" }));
    await expect(await screen.findByRole("status", {}, WAIT)).toHaveTextContent("여행자 2명으로 대기 순번 3번입니다.");
  },
};
