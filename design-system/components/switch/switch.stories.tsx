import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Switch, type SwitchSize } from "./switch";
import { formControlCatalog } from "../../stories/form-control-steps";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly SwitchSize[] = ["sm", "md"];
const states = ["default", "hover", "focus", "invalid", "disabled"] as const;

const meta = {
  title: "Design System/Forms/Switch",
  component: Switch,
  tags: ["autodocs"],
  parameters: componentDocs(
    'An on/off switch (Radix, `role="switch"`) for settings that take effect at once. For a choice that is ' +
      "only sent with a form (agreeing to terms), use a Checkbox.",
  ),
  argTypes: argControls({ radio: { size: sizes }, boolean: ["checked", "disabled"], text: ["label", "description"] }),
  args: { label: "Notify me by e-mail", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Notify me by e-mail" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("Notify me by e-mail"));
    await expect(toggle).not.toBeChecked();
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", disabled: false },
};

/** Tab reaches it; Space and Enter toggle it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Notify me by e-mail" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultChecked: true, description: "Booking confirmations and changes." },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Notify me by e-mail" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription("Booking confirmations and changes.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Notify me by e-mail" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "이메일로 알림 받기", description: "예약 확정과 변경 소식을 보내 드립니다." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "이메일로 알림 받기" })).toBeVisible();
  },
};

const catalog = formControlCatalog({
  hover: sizes.flatMap((size) => [`#switch-hover-${size}-off`, `#switch-hover-${size}-on`]),
  focusVisible: sizes.flatMap((size) => [`#switch-focus-${size}-off`, `#switch-focus-${size}-on`]),
});

/** Sizes x on/off x states, hover and focus forced. */
export const Catalog: Story = {
  parameters: catalog.parameters,
  render: () => (
    <div className="grid grid-cols-[auto_repeat(4,max-content)] items-center gap-x-6 gap-y-3 p-4 text-xs text-muted-foreground">
      <span />
      {sizes.flatMap((size) => [
        <span key={`${size}-off`}>{size} off</span>,
        <span key={`${size}-on`}>{size} on</span>,
      ])}
      {states.map((state) => (
        <div key={state} className="contents">
          <span>{state}</span>
          {sizes.flatMap((size) =>
            (["off", "on"] as const).map((on) => (
              <Switch
                key={`${size}-${on}`}
                id={`switch-${state}-${size}-${on}`}
                size={size}
                checked={on === "on"}
                aria-label={`${state} ${size} ${on}`}
                invalid={state === "invalid"}
                disabled={state === "disabled"}
              />
            )),
          )}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("switch")).toHaveLength(states.length * sizes.length * 2);
  },
};
