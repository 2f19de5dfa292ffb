import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck, CircleX, Hourglass, ScanLine, TriangleAlert } from "lucide-react";
import { expect, within } from "storybook/test";
import { ConnectionBanner } from "./connection-banner";
import { ScanLog } from "./scan-log";
import { VerdictLine, VerdictPanel, type VerdictTone } from "./verdict-panel";

const tones: readonly VerdictTone[] = ["idle", "accept", "caution", "refuse"];
const ICONS = { idle: ScanLine, accept: CircleCheck, caution: TriangleAlert, refuse: CircleX } as const;

const meta = {
  title: "Blocks/QrScanner/VerdictPanel",
  component: VerdictPanel,
  tags: ["autodocs"],
  args: {
    label: "Scan result",
    icon: CircleCheck,
    title: "Valid: welcome aboard",
    tone: "accept",
    ringed: false,
  },
  argTypes: { icon: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof VerdictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An answer let in: the feature's words, the holder in the lead line, a detail, a note. */
export const Default: Story = {
  render: (args) => (
    <VerdictPanel {...args}>
      <VerdictLine size="lead">Emma Clarke · R260515-EMMA2K</VerdictLine>
      <VerdictLine>Free entry.</VerdictLine>
      <VerdictLine size="note" icon={Hourglass}>
        Being confirmed by the server…
      </VerdictLine>
    </VerdictPanel>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Scan result" });
    const box = region.querySelector('[data-slot="scan-verdict"]');
    await expect(box).toHaveAttribute("aria-live", "polite");
    await expect(box).toHaveAttribute("data-tone", "accept");
    await expect(within(region).getByText("Emma Clarke · R260515-EMMA2K")).toBeVisible();
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** While a scan is checked: a spinner in place of the icon, and a repeat read said under the panel. */
export const Checking: Story = {
  args: { tone: "idle", icon: ScanLine, title: "Checking…", checking: "Loading…", footnote: "The repeat was ignored." },
  play: async ({ canvas }) => {
    await expect(within(canvas.getAllByRole("status")[0]!).getByText("Loading…")).toBeInTheDocument();
    await expect(canvas.getByText("The repeat was ignored.")).toBeVisible();
  },
};

/** Each tone, plain and ringed (an answer that replaced another), with the connection line and the log's badges. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-4">
      {tones.map((tone) => (
        <div key={tone} className="grid gap-4 md:grid-cols-2">
          <VerdictPanel label={`${tone} plain`} icon={ICONS[tone]} title={tone} tone={tone}>
            <VerdictLine size="lead">이미 사용된 티켓</VerdictLine>
          </VerdictPanel>
          <VerdictPanel label={`${tone} ringed`} icon={ICONS[tone]} title={tone} tone={tone} ringed>
            <VerdictLine>Changed by the server.</VerdictLine>
          </VerdictPanel>
        </div>
      ))}
      <ConnectionBanner online status="Online: the server decides." device="This scanner: gate-a1b2c3" />
      <ConnectionBanner online={false} status="Offline: cannot check." device="This scanner: pass-a1b2c3" />
      <ScanLog
        heading="Last scans"
        empty="No scans yet."
        lang="en"
        items={tones.map((tone, index) => ({
          id: index,
          at: new Date("2026-05-15T01:00:00.000Z"),
          tone,
          answer: tone,
          holder: index % 2 ? "Emma Clarke" : null,
          code: `P1.${index}.${"A".repeat(43)}`,
          showCode: true,
        }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll('[data-slot="scan-verdict"]')];
    await expect(boxes.map((box) => box.getAttribute("data-tone"))).toEqual(tones.flatMap((tone) => [tone, tone]));
    await expect(canvasElement.querySelectorAll('[data-slot="scan-connection"]')).toHaveLength(2);
  },
};
