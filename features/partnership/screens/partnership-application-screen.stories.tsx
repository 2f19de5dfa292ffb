import { forbiddenStory, signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import {
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  partnershipAdminApi,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { ADMIN_PATHS, APPLICATION_PATTERN, adminStoryMeta } from "../mocks/story-meta";
import { PartnershipApplicationScreen } from "./partnership-application-screen";

const meta = {
  title: "Features/Partnership/PartnershipApplicationScreen",
  component: PartnershipApplicationScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.application(7), APPLICATION_PATTERN, { applicationId: 7 }),
} satisfies Meta<typeof PartnershipApplicationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: number) => ({ path: ADMIN_PATHS.application(id), pattern: APPLICATION_PATTERN });
const venue = (canvas: Canvas, name: string) =>
  canvas.findByRole("heading", { level: 2, name: new RegExp(`^${name}`) }, { timeout: 5000 });

const deciding = partnershipAdminApi();

/** A waiting application: everything the venue sent; approved with a note, the decision replaces the form. */
export const Submitted: Story = {
  parameters: { msw: { handlers: deciding.handlers } },
  play: async ({ canvas }) => {
    await expect(await venue(canvas, "Bukchon Tea House")).toBeVisible();
    await expect(canvas.getByText("Waiting for review")).toBeVisible();
    await expect(canvas.getByText("P260514-STORY7")).toBeVisible();
    await expect(canvas.getByText("20% off")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "tea@bukchon.example" })).toHaveAttribute(
      "href",
      "mailto:tea@bukchon.example",
    );
    await userEvent.click(canvas.getByRole("radio", { name: "Approve" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Note to the venue/ }), "Welcome aboard.");
    await userEvent.click(canvas.getByRole("button", { name: "Send the decision" }));
    const decision = within(await canvas.findByRole("region", { name: "Decision" }));
    await expect(decision.getByText(/^Approved by Demo Operator/)).toBeVisible();
    await expect(decision.getByText("Welcome aboard.")).toBeVisible();
    await expect(decision.getByText(/Approval adds no venue by itself/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send the decision" })).not.toBeInTheDocument();
    await expect(deciding.writes.decisions).toEqual([
      { id: 7, body: { decision: "approved", note: "Welcome aboard." } },
    ]);
  },
};

const unchecked = partnershipAdminApi();

/** Sent without a choice or a note: said beside the fields, nothing sent. */
export const Validation: Story = {
  parameters: { msw: { handlers: unchecked.handlers } },
  play: async ({ canvas }) => {
    await venue(canvas, "Bukchon Tea House");
    await userEvent.click(canvas.getByRole("button", { name: "Send the decision" }));
    await expect(await canvas.findByText("Choose to approve or decline the application.")).toBeVisible();
    await expect(canvas.getByText("Write a note for the venue.")).toBeVisible();
    await expect(unchecked.writes.decisions).toHaveLength(0);
  },
};

/** An approved application: who approved it and when, the note, no form. */
export const Approved: Story = {
  args: { applicationId: 5 },
  parameters: { route: at(5) },
  play: async ({ canvas }) => {
    await expect(await venue(canvas, "Han River Kayak Club")).toBeVisible();
    const decision = within(canvas.getByRole("region", { name: "Decision" }));
    await expect(decision.getByText(/^Approved by Demo Operator on/)).toBeVisible();
    await expect(decision.getByText("Welcome aboard: we will call you to agree on the details.")).toBeVisible();
    await expect(canvas.queryByRole("radio")).not.toBeInTheDocument();
  },
};

/** A declined application: the note the venue was sent. */
export const Declined: Story = {
  args: { applicationId: 4 },
  parameters: { route: at(4) },
  play: async ({ canvas }) => {
    await expect(await venue(canvas, "Gangnam Sky Lounge")).toBeVisible();
    await expect(canvas.getAllByText("Declined")[0]).toBeVisible();
    const decision = within(canvas.getByRole("region", { name: "Decision" }));
    await expect(decision.getByText(/^Declined by Demo Operator on/)).toBeVisible();
    await expect(decision.queryByText(/Approval adds no venue/)).not.toBeInTheDocument();
  },
};

const raced = partnershipAdminApi({ decidedElsewhere: [6] });

/** Another operator decided first (409 ALREADY_DECIDED): said plainly, and their decision is read again and shown. */
export const Conflict: Story = {
  args: { applicationId: 6 },
  parameters: { route: at(6), msw: { handlers: raced.handlers } },
  play: async ({ canvas }) => {
    await venue(canvas, "Mangwon Print Studio");
    await userEvent.click(canvas.getByRole("radio", { name: "Approve" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Note to the venue/ }), "Welcome.");
    await userEvent.click(canvas.getByRole("button", { name: "Send the decision" }));
    const decision = within(await canvas.findByRole("region", { name: "Decision" }));
    await expect(decision.getByRole("alert")).toHaveTextContent(
      "This application has already been decided. Another operator decided it while you were writing",
    );
    await expect(decision.getByText(/^Declined by Another Operator/)).toBeVisible();
    await expect(decision.getByText("We already wrote to them: the venue closes in June.")).toBeVisible();
  },
};

/** An application that is not there. */
export const NotFound: Story = {
  args: { applicationId: 999 },
  parameters: { route: at(999) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This application was not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Waiting for the application. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Partnership application")).toBeVisible();
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

/** The application could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load this application.",
    );
  },
};

/** The session ended elsewhere (401). */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** A scan-only account (403). */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers, { stillSignedIn: false });

/** In Korean: the labels, the venue's Korean name and the decision's words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { applicationId: 6 },
  parameters: { route: at(6) },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "제휴 신청서")).toBeVisible();
    await expect(await canvas.findByText("망원 판화 공방")).toBeVisible();
    await expect(canvas.getByText("무료 입장")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "불승인" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "신청서 목록" })).toHaveAttribute(
      "href",
      "/seoulitepass/admin/partnerships",
    );
  },
};
