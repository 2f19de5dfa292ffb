import { loadErrorStory, routedScreenMeta } from "@blocks/story-kit";
import { MICE_MESSAGES } from "@contracts/mice";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { STORY_TOKEN, closedEditionFixture, registrationFixture } from "../mocks/fixtures";
import { editionHandlers, myRegistrationHandlers, visitorApi } from "../mocks/handlers";
import { onPhone } from "../mocks/on-phone";
import { storyPaths } from "../mocks/story-paths";
import { VisitorRegistrationScreen } from "./visitor-registration-screen";

const meta = {
  title: "Features/Fair/VisitorRegistrationScreen",
  component: VisitorRegistrationScreen,
  tags: ["autodocs"],
  ...routedScreenMeta("/mice/application/registration", visitorApi().handlers, {
    area: "accreditation",
    token: STORY_TOKEN,
  }),
  args: { paths: storyPaths },
  argTypes: { paths: { control: false }, otherwise: { control: false } },
} satisfies Meta<typeof VisitorRegistrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const form = (canvas: Canvas) => canvas.findByRole("form", { name: "Visitor registration form" }, { timeout: 5000 });

/** Fills in the whole form as a visitor from Japan would. */
async function fillIn(canvas: Canvas) {
  const nationality = canvas.getByRole("combobox", { name: /^Nationality/ });
  await userEvent.type(nationality, "Jap");
  await userEvent.click(await screen.findByRole("option", { name: "Japan" }));
  await userEvent.click(canvas.getByLabelText(/^Organisation/));
  await userEvent.paste("Tokyo Meetings");
  await userEvent.click(canvas.getByLabelText(/^Job title/));
  await userEvent.paste("Planner");
  const interests = canvas.getByRole("group", { name: /^Interests/ });
  await userEvent.click(within(interests).getByRole("checkbox", { name: "Conference" }));
  await userEvent.click(within(interests).getByRole("checkbox", { name: "Business meetings" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /personal information/ }));
}

/** Registration open: the fields, the consents (privacy required, news optional) and the deadline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const registration = await form(canvas);
    await expect(within(registration).getByRole("combobox", { name: /^Nationality/ })).toBeVisible();
    await expect(within(registration).getAllByRole("checkbox")).toHaveLength(10);
    await expect(within(registration).getByRole("checkbox", { name: /personal information/ })).not.toBeChecked();
    await expect(within(registration).getByRole("checkbox", { name: /news about the fair/ })).not.toBeChecked();
    await expect(registration).toHaveTextContent("Registration closes on 27 December 2026.");
  },
};

const registering = visitorApi();

/** A complete registration is sent, and the visitor goes on to their page with the badge. */
export const Registers: Story = {
  parameters: { msw: { handlers: registering.handlers } },
  beforeEach: registering.reset,
  play: async ({ canvas }) => {
    await form(canvas);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /mice/mypage" }, { timeout: 5000 })).toBeVisible();
  },
};

const remembered = visitorApi();

/** What the form sends: the country's code, the interests in their order, the consents as given. */
export const SendsTheContractsBody: Story = {
  parameters: { msw: { handlers: remembered.handlers } },
  beforeEach: remembered.reset,
  play: async ({ canvas }) => {
    await form(canvas);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await canvas.findByRole("heading", { name: "Page: /mice/mypage" }, { timeout: 5000 });
    await expect(remembered.sent).toEqual([
      {
        nationality: "JP",
        organisation: "Tokyo Meetings",
        job_title: "Planner",
        interests: ["business_meetings", "conference"],
        agree_privacy: true,
        agree_marketing: false,
      },
    ]);
  },
};

/** Sent empty: every required field says what it lacks, and the summary lists them. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    const registration = await form(canvas);
    await userEvent.click(within(registration).getByRole("button", { name: "Register" }));
    await expect(await within(registration).findByText("Please select a country.")).toBeVisible();
    await expect(within(registration).getByText("Please enter your organisation.")).toBeVisible();
    await expect(within(registration).getByText("Please select at least one interest.")).toBeVisible();
    await expect(
      within(registration).getByText("Please agree to the collection and use of your personal information."),
    ).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /^Nationality/ })).toHaveFocus();
  },
};

const refused = visitorApi({
  refuse: [
    { field: "organisation", message: MICE_MESSAGES.organisationRequired },
    { field: "nationality", message: MICE_MESSAGES.nationalityInvalid },
  ],
});

/** The server refuses fields the form let through: each message shows at its field, what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvas }) => {
    await form(canvas);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    const organisation = canvas.getByLabelText(/^Organisation/);
    await waitFor(() => expect(organisation).toHaveAttribute("aria-invalid", "true"));
    await expect(organisation).toHaveAccessibleDescription(/Please enter your organisation\./);
    await expect(canvas.getByRole("combobox", { name: /^Nationality/ })).toHaveAccessibleDescription(
      /Please select a country\./,
    );
    await expect(organisation).toHaveValue("Tokyo Meetings");
  },
};

/** Registered already: the badge and the way to the visitor's page, with the account's name and e-mail. */
export const AlreadyRegistered: Story = {
  parameters: { msw: { handlers: visitorApi({ registration: registrationFixture }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are registered for Korea MICE Fair 2026" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Emma Laurent \(emma\.laurent@example\.fr\)/)).toBeVisible();
    const badge = canvas.getByRole("article", { name: "Entry badge of Emma Laurent" });
    await expect(within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to my page" })).toHaveAttribute("href", "/mice/mypage");
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

const registeredElsewhere = visitorApi({ refuse: "ALREADY_REGISTERED" });

/** Registered meanwhile in another tab: the server's 409 turns the form into the registration it found. */
export const AlreadyRegisteredOnSubmit: Story = {
  parameters: { msw: { handlers: registeredElsewhere.handlers } },
  beforeEach: registeredElsewhere.reset,
  play: async ({ canvas }) => {
    await form(canvas);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are registered for Korea MICE Fair 2026" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** After the deadline: no form, the day it closed. */
export const RegistrationClosed: Story = {
  parameters: { msw: { handlers: visitorApi({ edition: closedEditionFixture }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Registration has closed" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Visitor registration for Korea MICE Fair 2026 closed on 10 May 2026."),
    ).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

const closingMeanwhile = visitorApi({ refuse: "REGISTRATION_CLOSED" });

/** The deadline passed while the form was open: the server's 409 turns the page to the closed state. */
export const ClosedWhileFillingIn: Story = {
  parameters: { msw: { handlers: closingMeanwhile.handlers } },
  beforeEach: closingMeanwhile.reset,
  play: async ({ canvas }) => {
    await form(canvas);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Registration has closed" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A buyer's or seller's account: companies take part with their profile, and the way there. */
export const BuyerOrSellerAccount: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.notVisitor, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Companies take part with their profile" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to my company's application" })).toHaveAttribute(
      "href",
      "/mice/myapplication",
    );
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** A buyer's or seller's account where the site gives the company's own form: that form stands in its place. */
export const BuyerOrSellerAccountWithCompanyForm: Story = {
  args: {
    otherwise: (
      <main id="main" className="p-8">
        <h1 className="text-xl font-semibold">The company's application</h1>
      </main>
    ),
  },
  parameters: { msw: { handlers: [myRegistrationHandlers.notVisitor, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "The company's application");
    await expect(canvas.queryByRole("heading", { name: "Visitor registration" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.loading, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Visitor registration");
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = loadErrorStory(
  [editionHandlers.error, ...visitorApi().handlers],
  "We couldn't load your registration.",
);

/** The session ended (401): the page says so and the site's sign-in takes over. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.unauthorized, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" })).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "참관 등록");
    const registration = await canvas.findByRole("form", { name: "참관 등록 양식" }, { timeout: 5000 });
    await expect(within(registration).getByRole("checkbox", { name: "비즈니스 상담회" })).toBeVisible();
    await expect(registration).toHaveTextContent("등록 마감일은 2026년 12월 27일입니다.");
    await userEvent.click(within(registration).getByRole("button", { name: "등록하기" }));
    await expect(await within(registration).findByText("소속 기관을 입력해 주세요.")).toBeVisible();
    await expect(within(registration).getByText("개인정보 수집·이용에 동의해 주세요.")).toBeVisible();
  },
};

/** On a phone the interests stand one per line and the form fits the width. */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvas }) => {
    const registration = await form(canvas);
    await expect(registration.scrollWidth).toBeLessThanOrEqual(registration.clientWidth);
    const boxes = within(canvas.getByRole("group", { name: /^Interests/ })).getAllByRole("checkbox");
    const lefts = new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
