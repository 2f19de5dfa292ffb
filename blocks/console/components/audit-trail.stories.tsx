import { signedInStory } from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle } from "../../../.storybook/story-router";
import { auditEntryFixture } from "../mocks/fixtures";
import { auditHandlers } from "../mocks/handlers";
import { AuditTrail } from "./audit-trail";

/** The block's messages load with the first render: the first look waits for them. */
const WAIT = { timeout: 5000 };

const describe = (entry: AuditEntry) =>
  entry.action === "deposit_recorded"
    ? "Deposit recorded"
    : entry.action === "cancel_refused"
      ? `Cancellation refused: ${String(entry.detail.reason)}`
      : entry.action;

const ENTRIES = [
  auditEntryFixture({ id: 1, at: "2026-11-20T01:30:00Z", action: "deposit_recorded" }),
  auditEntryFixture({
    id: 2,
    at: "2026-11-21T05:05:00Z",
    actor: { id: 8, name: "Lee Clerk", role: "clerk" },
    action: "cancel_refused",
    detail: { reason: "The trip has been paid to the partner." },
  }),
];

const meta = {
  title: "Blocks/Console/AuditTrail",
  component: AuditTrail,
  tags: ["autodocs"],
  afterEach: settle,
  beforeEach: signedInStory("admin", "story-admin-token"),
  args: { subject: "reservation", subjectId: 42, describe, className: "max-w-xl p-6" },
  parameters: {
    msw: { handlers: [auditHandlers.entries(ENTRIES)] },
    docs: {
      description: {
        component:
          "A record's changes in the shop's console: every change an operator made to it, oldest first, with who " +
          "(name and role) and when. The feature says each entry in its own words.",
      },
    },
  },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two changes by two operators, in the order they happened, each with its role. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Changes" }, WAIT);
    const items = await within(region).findAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("Deposit recorded");
    await expect(items[0]).toHaveTextContent("by Kim Operator (operator)");
    await expect(items[1]).toHaveTextContent("Cancellation refused: The trip has been paid to the partner.");
    await expect(items[1]).toHaveTextContent("by Lee Clerk (clerk)");
  },
};

/** Nobody has changed the record: the section says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: [auditHandlers.entries([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No operator has changed this record yet.", {}, WAIT)).toBeVisible();
  },
};

/** Still loading: the heading and placeholders, announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: [auditHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Changes" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Loading the changes…")).toBeInTheDocument();
  },
};

/** The trail could not be read: why, and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [auditHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The changes could not be loaded");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** An account gone since: the name kept at the time, no role. */
export const FormerOperator: Story = {
  parameters: {
    msw: {
      handlers: [auditHandlers.entries([auditEntryFixture({ actor: { id: null, name: "Park Former", role: null } })])],
    },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Changes" }, WAIT);
    const item = await within(region).findByRole("listitem");
    await expect(item).toHaveTextContent("by Park Former");
  },
};
