import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";
import { FileUpload } from "./file-upload";
import { formControlCatalog } from "../../stories/form-control-steps";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

// an 8x8 two-colour PNG, so previews render the same picture in every run
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAHElEQVR42mP4dUYUjvjL8uCIgYoSyBxkRVSUAAAilVnBkbQABwAAAABJRU5ErkJggg==";
const MB = 1024 * 1024;

function png(name: string): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: "image/png", lastModified: 0 });
}

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 0 });
}

/** Drops files on an element the way a browser does: dragenter, dragover, drop, with a real DataTransfer. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const item of files) dataTransfer.items.add(item);
  for (const type of ["dragenter", "dragover", "drop"]) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** The component's own alert (the page may hold other alerts, such as a toast region). */
async function errorAlert(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = canvasElement.querySelector<HTMLElement>('[data-slot="file-upload-errors"][role="alert"]');
    if (!alert?.textContent) throw new Error("no refusal shown yet");
    return alert;
  });
}

function hiddenInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const meta = {
  title: "Design System/Forms/FileUpload",
  component: FileUpload,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Choose files by click, drag and drop, or keyboard (the drop zone is a button: Enter or Space). Type, " +
      "size and count are checked as files arrive, and each refusal is explained in an alert (the allowed " +
      "types or the size limit named). Images get a preview (object URLs, revoked when the file is removed " +
      "or the list unmounts). `onChange` hands out `File[]` for a multipart FormData. The server checks the " +
      "type again from the content: these checks are for quick feedback.",
  ),
  argTypes: argControls({
    boolean: ["multiple", "disabled", "invalid"],
    number: ["maxSizeBytes", "maxFiles"],
    radio: { size: ["sm", "md"] },
  }),
  render: (args) => (
    <div className="w-[28rem]">
      <FileUpload {...args} />
    </div>
  ),
  args: {
    multiple: true,
    accept: ["image/png", "image/jpeg", ".pdf"],
    maxSizeBytes: 5 * MB,
    maxFiles: 3,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two files chosen: listed with name, size, preview, and handed out as File[]. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole("button", {
      name: "Drag files here or choose from your device Allowed: PNG, JPEG, or PDF · Up to 5 MB each · Up to 3 files",
    });
    await expect(zone).toBeEnabled();
    const photo = png("passport.png");
    const letter = file("invitation-letter.pdf", "application/pdf", 312 * 1024);
    await userEvent.upload(hiddenInput(canvasElement), [photo, letter]);
    const list = canvas.getByRole("list", { name: "Selected files" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("passport.png");
    await expect(items[1]).toHaveTextContent("invitation-letter.pdf312 KB");
    await expect(items[0]?.querySelector("img")?.src).toMatch(/^blob:/);
    await expect(args.onChange).toHaveBeenLastCalledWith([photo, letter]);
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** Tab reaches the drop zone; Enter and Space open the file dialog. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = hiddenInput(canvasElement);
    const openDialog = spyOn(input, "click").mockImplementation(() => {});
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Drag files here/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(openDialog).toHaveBeenCalledTimes(2);
    openDialog.mockRestore();
  },
};

/** Files dropped on the zone are added; while a file is held over it, the zone says so. */
export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole("button", { name: /^Drag files here/ });
    zone.dispatchEvent(
      new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() }),
    );
    await waitFor(() => expect(zone).toHaveAttribute("data-dragging"));
    await expect(zone).toHaveTextContent("Drop to add");
    dropFiles(zone, [png("hotel-voucher.png")]);
    await waitFor(() => expect(canvas.getByText("hotel-voucher.png")).toBeVisible());
    await expect(zone).not.toHaveAttribute("data-dragging");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Each refused file is explained: the wrong type names the allowed ones, too large names the limit, too many the count. */
export const Rejections: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole("button", { name: /^Drag files here/ });
    dropFiles(zone, [
      file("setup.exe", "application/x-msdownload", 1024),
      file("scan.pdf", "application/pdf", 6 * MB),
      png("a.png"),
      png("b.png"),
      png("c.png"),
      png("d.png"),
    ]);
    const alert = await errorAlert(canvasElement);
    await expect(alert).toHaveTextContent(
      "setup.exe was not added: the file type is not allowed. Allowed: PNG, JPEG, or PDF.",
    );
    await expect(alert).toHaveTextContent("scan.pdf was not added: it is larger than 5 MB.");
    await expect(alert).toHaveTextContent("d.png was not added: you can add up to 3 files.");
    await expect(within(canvas.getByRole("list", { name: "Selected files" })).getAllByRole("listitem")).toHaveLength(3);
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: "type" }),
      expect.objectContaining({ reason: "size" }),
      expect.objectContaining({ reason: "count" }),
    ]);
  },
};

/** Remove: the preview URL is revoked and focus moves to the next remove button, then back to the drop zone. */
export const Remove: Story = {
  args: { defaultValue: [png("front.png"), png("back.png")] },
  play: async ({ canvas, args }) => {
    const revoke = spyOn(URL, "revokeObjectURL");
    await userEvent.click(canvas.getByRole("button", { name: "Remove front.png" }));
    await expect(canvas.queryByText("front.png")).not.toBeInTheDocument();
    await expect(revoke).toHaveBeenCalledTimes(1);
    const removeBack = canvas.getByRole("button", { name: "Remove back.png" });
    await expect(removeBack).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("list", { name: "Selected files" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /^Drag files here/ })).toHaveFocus();
    await expect(revoke).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    revoke.mockRestore();
  },
};

/** One file only: a new one replaces the old. */
export const SingleFile: Story = {
  args: { multiple: false, accept: "image/*", maxSizeBytes: 2 * MB, maxFiles: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole("button", {
      name: "Drag a file here or choose from your device Allowed: images · Up to 2 MB each",
    });
    await expect(zone).toBeEnabled();
    await userEvent.upload(hiddenInput(canvasElement), png("logo.png"));
    const banner = png("banner.png");
    await userEvent.upload(hiddenInput(canvasElement), banner);
    await expect(canvas.queryByText("logo.png")).not.toBeInTheDocument();
    await expect(canvas.getByText("banner.png")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([banner]);
  },
};

function MultipartForm({ onSend }: { onSend: (entries: string[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData();
    body.append("email", "minji@example.com");
    for (const chosen of files) body.append("file", chosen);
    const entries = [...body.entries()].map(([key, value]) =>
      typeof value === "string" ? `${key}=${value}` : `${key}=${value.name} (${value.type})`,
    );
    setSent(entries);
    onSend(entries);
  };
  return (
    <form onSubmit={submit} className="flex w-[28rem] flex-col gap-4">
      <Field>
        <FieldLabel>Business registration</FieldLabel>
        <FileUpload accept={[".pdf", "image/*"]} maxSizeBytes={10 * MB} onChange={setFiles} />
      </Field>
      <Button type="submit" className="self-start">
        Sign up
      </Button>
      {sent.length > 0 && <output className="text-sm text-muted-foreground">multipart body: {sent.join(", ")}</output>}
    </form>
  );
}

/** Sign-up with a file is sent as multipart form data (spec): the File[] from onChange goes into a FormData. */
export const MultipartFormData: Story = {
  args: { onChange: undefined },
  render: (args) => <MultipartForm onSend={args.onReject as unknown as (entries: string[]) => void} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole("button", { name: /Business registration/ })).toBeVisible();
    await userEvent.upload(hiddenInput(canvasElement), file("registration.pdf", "application/pdf", 90 * 1024));
    await userEvent.click(canvas.getByRole("button", { name: "Sign up" }));
    await expect(args.onReject).toHaveBeenCalledWith([
      "email=minji@example.com",
      "file=registration.pdf (application/pdf)",
    ]);
  },
};

/** In a required Field with an error. */
export const InFieldWithError: Story = {
  render: (args) => (
    <Field required className="w-[28rem]">
      <FieldLabel>Company profile documents</FieldLabel>
      <FileUpload {...args} />
      <FieldHint>Brochures or a company introduction</FieldHint>
      <FieldError>This is a required field.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const zone = canvas.getByRole("button", {
      name: "Company profile documents required Drag files here or choose from your device Allowed: PNG, JPEG, or PDF · Up to 5 MB each · Up to 3 files",
    });
    await expect(zone).toHaveAttribute("aria-invalid", "true");
    await expect(zone).toHaveAccessibleDescription("Brochures or a company introduction This is a required field.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [png("passport.png")] },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole("button", { name: /^Drag files here/ });
    await expect(zone).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove passport.png" })).toBeDisabled();
    dropFiles(zone, [png("late.png")]);
    await expect(canvas.queryByText("late.png")).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Korean: limits and refusals in Korean, sizes in Korean number style. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", {
      name: "파일을 여기로 끌어 놓거나 기기에서 선택하세요 허용 형식: PNG, JPEG 또는 PDF · 파일당 최대 5 MB · 최대 3개",
    });
    dropFiles(zone, [file("여권 사본.gif", "image/gif", 2048), png("증명사진.png")]);
    await expect(await errorAlert(canvasElement)).toHaveTextContent(
      "여권 사본.gif 파일을 추가하지 못했습니다. 허용되지 않는 형식입니다. 허용 형식: PNG, JPEG 또는 PDF",
    );
    await expect(canvas.getByRole("button", { name: "증명사진.png 삭제" })).toBeVisible();
  },
};

const catalog = formControlCatalog({ hover: ["#file-upload-hover"], focusVisible: ["#file-upload-focus"] });

/** Default, hover, focus, invalid, disabled and a small one with files: the visual-regression net. */
export const Catalog: Story = {
  parameters: catalog.parameters,
  render: () => (
    <div className="grid grid-cols-2 gap-4 p-4">
      <FileUpload multiple accept=".pdf" maxSizeBytes={5 * MB} />
      <FileUpload id="file-upload-hover" multiple accept=".pdf" maxSizeBytes={5 * MB} />
      <FileUpload id="file-upload-focus" multiple accept=".pdf" maxSizeBytes={5 * MB} />
      <FileUpload invalid multiple accept=".pdf" maxSizeBytes={5 * MB} />
      <FileUpload disabled multiple accept=".pdf" maxSizeBytes={5 * MB} />
      <FileUpload
        size="sm"
        multiple
        defaultValue={[png("passport.png"), file("itinerary.pdf", "application/pdf", 1.5 * MB)]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("button", { name: /Drag files here/ })).toHaveLength(6);
    await expect(canvas.getByText("1.5 MB")).toBeVisible();
  },
};
