import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MeetingStatusBadge, ReservationStatusBadge, StatusBadge } from "./status-badge";
import type { MeetingStatus, ReservationStatus, StatusTone } from "./status-families";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const reservationStatuses: readonly ReservationStatus[] = [
  "waiting",
  "pending",
  "requested",
  "confirmed",
  "cancel_requested",
  "cancelled",
];
const meetingStatuses: readonly MeetingStatus[] = [
  "requested",
  "confirmed",
  "rejected",
  "canceled",
  "cancel_requested",
  "admin_matching",
];
const tones: readonly StatusTone[] = ["neutral", "primary", "success", "danger", "info", "warning"];

const meta = {
  title: "Design System/Feedback/StatusBadge",
  component: ReservationStatusBadge,
  tags: ["autodocs"],
  parameters: componentDocs(
    "`StatusBadge` shows any status as a `tone` and a `label` (the label is always visible, so colour is " +
      "never the only signal). A status family maps server values to both: `ReservationStatusBadge` (waiting " +
      "and pending show Pending, requested and confirmed show Confirmed, cancel requested, canceled) and " +
      "`MeetingStatusBadge`. Add a family with a mapping in status-families.ts and a thin badge; " +
      "`StatusBadge` does not change.",
  ),
  argTypes: argControls({ select: { status: [...reservationStatuses, "refunded"] }, radio: { size: ["sm", "md"] } }),
  args: { status: "waiting", size: "md" },
} satisfies Meta<typeof ReservationStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank-transfer booking waiting for its deposit reads "Pending". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Pending");
    await expect(badge).toHaveAttribute("data-tone", "warning");
    await expect(badge).toHaveAttribute("data-status", "waiting");
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The six server values and the four labels they map to. */
export const ReservationStatuses: Story = {
  render: (args) => (
    <dl className="grid grid-cols-[auto_auto] items-center gap-x-4 gap-y-2 text-sm">
      {reservationStatuses.map((status) => (
        <div key={status} className="contents">
          <dt className="font-mono text-muted-foreground">{status}</dt>
          <dd>
            <ReservationStatusBadge {...args} status={status} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Pending")).toHaveLength(2);
    await expect(canvas.getAllByText("Confirmed")).toHaveLength(2);
    await expect(canvas.getByText("Cancel requested")).toHaveAttribute("data-tone", "info");
    await expect(canvas.getByText("Canceled")).toHaveAttribute("data-tone", "neutral");
  },
};

export const MeetingStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {meetingStatuses.map((status) => (
        <MeetingStatusBadge key={status} size={args.size} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ["Requested", "Confirmed", "Rejected", "Canceled", "Cancel requested", "Admin matching"]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText("Rejected")).toHaveAttribute("data-tone", "danger");
  },
};

/** A value the front end does not know yet shows a neutral "Unknown status" instead of breaking. */
export const UnknownStatus: Story = {
  args: { status: "refunded" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Unknown status")).toHaveAttribute("data-status", "refunded");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {reservationStatuses.map((status) => (
          <ReservationStatusBadge key={status} size={args.size} status={status} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {meetingStatuses.map((status) => (
          <MeetingStatusBadge key={status} size={args.size} status={status} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("대기 중")).toHaveLength(2);
    await expect(canvas.getAllByText("확정")).toHaveLength(3);
    await expect(canvas.getAllByText("취소 요청")).toHaveLength(2);
    await expect(canvas.getByText("거절됨")).toBeVisible();
  },
};

/** The generic badge with a caller's own tone and label (a survey or application family before it has a mapping). */
export const Generic: Story = {
  render: () => <StatusBadge tone="primary" label="Submitted" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Submitted")).toHaveAttribute("data-tone", "primary");
  },
};

/** Tones x sizes, then both families, in one picture. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-3">
      {(["sm", "md"] as const).map((size) => (
        <div key={size} className="flex flex-wrap gap-2">
          {tones.map((tone) => (
            <StatusBadge key={tone} tone={tone} label={tone} size={size} />
          ))}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {reservationStatuses.map((status) => (
          <ReservationStatusBadge key={status} status={status} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {meetingStatuses.map((status) => (
          <MeetingStatusBadge key={status} status={status} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="status-badge"]')).toHaveLength(
      tones.length * 2 + reservationStatuses.length + meetingStatuses.length,
    );
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
