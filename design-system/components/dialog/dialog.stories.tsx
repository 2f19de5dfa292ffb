import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogSize,
} from "./dialog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly DialogSize[] = ["sm", "md", "lg"];

/**
 * storybook-addon-pseudo-states rewrites `:hover`/`:focus-visible` rules when Storybook announces a render; the
 * vitest runner never announces one, so the Catalog does (a repeat is harmless in the Storybook UI).
 */
function forcePseudoStyles(storyId: string) {
  addons.getChannel().emit(STORY_RENDERED, storyId);
}

type DemoProps = {
  size?: DialogSize;
  hideClose?: boolean;
  title?: string;
  description?: string;
  defaultOpen?: boolean;
  onSave?: () => void;
};

const inputClass =
  "h-9 w-full rounded-md border border-input bg-surface px-3 text-sm outline-hidden hover:border-hover focus-visible:border-focus focus-visible:shadow-focus";

/** A realistic dialog: a field in the body, Cancel and Save in the footer, the X in the corner. */
function EditTravellerDialog({
  size,
  hideClose,
  title = "Edit traveller",
  description = "The name must match the passport.",
  defaultOpen,
  onSave,
}: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button intent="outline">Edit traveller</Button>
      </DialogTrigger>
      <DialogContent size={size} hideClose={hideClose}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Full name
            <input className={inputClass} defaultValue="Kim Minji" />
          </label>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button intent="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onSave}>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "Design System/Overlays/Dialog",
  component: EditTravellerDialog,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Radix Dialog with the house look. Compose `Dialog` > `DialogTrigger` + `DialogContent` > `DialogHeader` " +
      "(`DialogTitle`, `DialogDescription`), `DialogBody` (scrolls when long), `DialogFooter` (main action last). " +
      "Focus moves in on open, Tab stays inside, Escape or the X closes, and focus returns to the trigger.",
    {
      layout: "centered",
    },
  ),
  argTypes: argControls({ radio: { size: sizes }, boolean: ["hideClose"], text: ["title", "description"] }),
  args: { size: "md", hideClose: false, onSave: fn() },
} satisfies Meta<typeof EditTravellerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(name = "Edit traveller") {
  await userEvent.click(screen.getByRole("button", { name }));
  return screen.findByRole("dialog", { name });
}

export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription("The name must match the passport.");
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(screen.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/** Every prop on the controls panel; it opens like Default, so it has no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { defaultOpen: false, title: "Edit traveller", description: "The name must match the passport." },
};

/** Escape closes the dialog and hands focus back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async () => {
    const trigger = screen.getByRole("button", { name: "Edit traveller" });
    await openDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The X closes it too; its name comes from the locale ("Close"). */
export const CloseButton: Story = {
  play: async () => {
    const trigger = screen.getByRole("button", { name: "Edit traveller" });
    await openDialog();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle inside the dialog; the page behind is unreachable until it closes. */
export const FocusTrapped: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const name = screen.getByRole("textbox", { name: "Full name" });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    // past the last stop, back to the first: never to the trigger behind the scrim
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A footer "Cancel" wrapped in `DialogClose` closes like the X. */
export const CancelCloses: Story = {
  play: async () => {
    await openDialog();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(screen.getByRole("button", { name: "Edit traveller" })).toHaveFocus();
  },
};

export const SizeSmall: Story = {
  args: { size: "sm", defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit traveller" });
    await expect(dialog).toHaveAttribute("data-size", "sm");
  },
};

export const SizeLarge: Story = {
  args: { size: "lg", defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit traveller" });
    await expect(dialog).toHaveAttribute("data-size", "lg");
  },
};

/** For dialogs that must be answered with their own buttons: no X, Escape still closes. */
export const WithoutCloseButton: Story = {
  args: { hideClose: true, defaultOpen: true },
  play: async () => {
    await screen.findByRole("dialog", { name: "Edit traveller" });
    await expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  },
};

const terms = Array.from(
  { length: 14 },
  (_, i) =>
    `${i + 1}. 예약 취소는 이용일 3일 전까지 가능합니다. Cancellations are accepted up to three days before the tour date; after that the deposit is not refunded.`,
);

/** Long content scrolls inside the body while title and actions stay put; the body becomes a Tab stop. */
export const ScrollableBody: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancellation policy</DialogTitle>
          <DialogDescription>Please read before you book.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {terms.map((line) => (
            <p key={line} className="mb-3">
              {line}
            </p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>I agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Cancellation policy" });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    // the dialog itself stays inside the screen
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(screen.getByRole("button", { name: "I agree" })).toBeVisible();
  },
};

/** Korean text and the localised close label. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    defaultOpen: true,
    title: "여행자 정보 수정",
    description: "이름은 여권에 적힌 영문 이름과 같아야 합니다. 다르면 탑승이 거절될 수 있습니다.",
  },
  play: async () => {
    await screen.findByRole("dialog", { name: "여행자 정보 수정" });
    await expect(screen.getByRole("button", { name: "닫기" })).toBeVisible();
  },
};

/** One dialog panel drawn in place (not as a modal) so several fit in one picture. */
function CatalogCell({
  size,
  id,
  scroll = false,
  className,
}: {
  size: DialogSize;
  id: string;
  scroll?: boolean;
  className?: string;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} id={id} className={className}>
      {container && (
        <Dialog open modal={false}>
          <DialogContent
            container={container}
            size={size}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            className={`static translate-x-0 translate-y-0 w-full ${scroll ? "max-h-44" : ""}`}
          >
            <DialogHeader>
              <DialogTitle>
                {size} · {id.replace("cell-", "")}
              </DialogTitle>
              <DialogDescription>Must match the passport.</DialogDescription>
            </DialogHeader>
            <DialogBody>
              {scroll ? terms.slice(0, 4).map((line) => <p key={line}>{line}</p>) : <p>Body text goes here.</p>}
            </DialogBody>
            <DialogFooter>
              <Button intent="outline" size="sm">
                Cancel
              </Button>
              <Button size="sm">Save</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}

/** Sizes x states in one picture: default, close button hovered and focused, a scrolling body. */
export const Catalog: Story = {
  parameters: {
    layout: "fullscreen",
    controls: { disable: true },
    pseudo: {
      rootSelector: "body",
      hover: ['#cell-hover [data-slot="dialog-close"]'],
      focusVisible: ['#cell-focus [data-slot="dialog-close"]'],
    },
  },
  render: () => (
    <div className="flex flex-col gap-2 p-2">
      <div className="flex gap-2">
        <CatalogCell size="sm" id="cell-default" className="w-96" />
        <CatalogCell size="sm" id="cell-hover" className="w-96" />
      </div>
      <CatalogCell size="md" id="cell-focus" className="w-lg" />
      <CatalogCell size="lg" id="cell-scroll" scroll />
    </div>
  ),
  play: async ({ canvas, id }) => {
    await expect(await canvas.findAllByRole("dialog")).toHaveLength(4);
    forcePseudoStyles(id);
    await expect(canvas.getAllByRole("button", { name: "Close" })).toHaveLength(4);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
