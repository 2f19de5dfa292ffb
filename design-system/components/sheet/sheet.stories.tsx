import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button";
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from "./sheet";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sides: readonly SheetSide[] = ["bottom", "right", "left"];

const regions = ["Seoul", "Busan", "Jeju", "Gangwon", "Gyeongju"];

type DemoProps = {
  side?: SheetSide;
  defaultOpen?: boolean;
  title?: string;
  description?: string;
  onApply?: () => void;
};

/** A filter sheet as the product search uses it on a phone. */
function FilterSheet({
  side,
  defaultOpen,
  title = "Filters",
  description = "Narrow the tours down by region.",
  onApply,
}: DemoProps) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button intent="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <fieldset className="flex flex-col gap-2 text-sm">
            <legend className="mb-2 font-medium">Region</legend>
            {regions.map((region) => (
              <label key={region} className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-primary" /> {region}
              </label>
            ))}
          </fieldset>
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button intent="outline">Cancel</Button>
          </SheetClose>
          <SheetClose asChild>
            <Button onClick={onApply}>Apply</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Design System/Overlays/Sheet",
  component: FilterSheet,
  tags: ["autodocs"],
  parameters: componentDocs(
    'A drawer for phones, built on Radix Dialog: `Sheet` > `SheetTrigger` + `SheetContent side="bottom" | ' +
      '"right" | "left"` > `SheetHeader` (`SheetTitle`, `SheetDescription`), `SheetBody`, `SheetFooter`. ' +
      "Same focus rules as Dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the trigger.",
    {
      layout: "centered",
    },
  ),
  argTypes: argControls({ radio: { side: sides }, text: ["title", "description"] }),
  args: { side: "bottom", onApply: fn() },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSheet() {
  await userEvent.click(screen.getByRole("button", { name: "Filters" }));
  return screen.findByRole("dialog", { name: "Filters" });
}

/** Opens from the bottom with a handle; Apply runs and closes, and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args }) => {
    const sheet = await openSheet();
    await expect(sheet).toHaveAttribute("data-side", "bottom");
    await expect(sheet.querySelector('[data-slot="sheet-handle"]')).toHaveAttribute("aria-hidden", "true");
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("checkbox", { name: "Jeju" }));
    await expect(screen.getByRole("checkbox", { name: "Jeju" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(screen.getByRole("button", { name: "Filters" })).toHaveFocus();
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The open bottom sheet, for the picture. */
export const Bottom: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

export const Right: Story = {
  args: { side: "right", defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expect(sheet).toHaveAttribute("data-side", "right");
    await expect(sheet.querySelector('[data-slot="sheet-handle"]')).toBeNull();
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

export const Left: Story = {
  args: { side: "left", defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

/** Escape closes and returns focus to the trigger. */
export const EscapeCloses: Story = {
  play: async () => {
    await openSheet();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(screen.getByRole("button", { name: "Filters" })).toHaveFocus();
  },
};

/** The X (named "Close") closes it. */
export const CloseButton: Story = {
  args: { side: "right" },
  play: async ({ args }) => {
    await openSheet();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(screen.getByRole("button", { name: "Filters" })).toHaveFocus();
  },
};

/** Tab cycles inside the sheet: past the X it comes back to the first checkbox. */
export const FocusTrapped: Story = {
  args: { side: "left" },
  play: async () => {
    const sheet = await openSheet();
    const first = screen.getByRole("checkbox", { name: "Seoul" });
    await waitFor(() => expect(first).toHaveFocus());
    for (let i = 0; i < regions.length + 3; i++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { defaultOpen: true, title: "필터", description: "지역별로 투어를 좁혀 보세요." },
  play: async () => {
    await screen.findByRole("dialog", { name: "필터" });
    await expect(screen.getByRole("button", { name: "닫기" })).toBeVisible();
  },
};

/** One sheet inside its own box: a transform makes the box the frame for its fixed scrim and panel. */
function CatalogCell({ side }: { side: SheetSide }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className="relative h-72 overflow-hidden rounded-md [transform:translateZ(0)]">
      {container && (
        <Sheet open modal={false}>
          <SheetContent
            side={side}
            container={container}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            className={side === "bottom" ? "max-h-[85%]" : undefined}
          >
            <SheetHeader>
              <SheetTitle>{side}</SheetTitle>
              <SheetDescription>Narrow the tours down.</SheetDescription>
            </SheetHeader>
            <SheetBody>
              <p className="text-sm">Seoul · Busan · Jeju</p>
            </SheetBody>
            <SheetFooter>
              <Button size="sm">Apply</Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      )}
    </div>
  );
}

/**
 * The three sides in one picture. Drawn non-modal, so the cells have no scrim (the scrim is in the Bottom, Right
 * and Left pictures) and do not hide one another.
 */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <div className="grid grid-cols-3 gap-2 bg-muted p-2">
      {sides.map((side) => (
        <CatalogCell key={side} side={side} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("dialog")).toHaveLength(3);
    await expect(canvas.getAllByRole("button", { name: "Close" })).toHaveLength(3);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
