import { cva, type VariantProps } from "class-variance-authority";
import { FileText, Upload, X } from "lucide-react";
import { type DragEvent, type FocusEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import { fmt, useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useField, useFieldControl } from "../field";
import {
  describeAccept,
  type FileRejection,
  type FileRules,
  formatFileSize,
  parseAccept,
  validateFiles,
} from "./file-rules";

export const fileUploadVariants = cva(
  [
    // layout
    "flex w-full flex-col items-center justify-center gap-1 text-center",
    // shape: dashed, so it reads as a place to drop onto rather than a plain button
    "rounded-md border border-dashed border-input bg-surface text-foreground",
    // motion
    "transition-[background-color,border-color,box-shadow] duration-fast ease-standard",
    // hover: the field hover token
    "not-disabled:not-aria-invalid:hover:border-hover not-disabled:hover:bg-muted",
    // dragging: a file is held over the zone
    "data-dragging:border-solid data-dragging:border-focus data-dragging:bg-muted",
    // focus
    "outline-hidden focus-visible:border-focus focus-visible:shadow-focus",
    // invalid
    "aria-invalid:border-danger",
    // disabled
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
  ],
  {
    variants: {
      size: {
        sm: "px-4 py-3 [&_svg]:size-5",
        md: "px-6 py-6 [&_svg]:size-6",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type FileUploadVariants = VariantProps<typeof fileUploadVariants>;
export type FileUploadSize = NonNullable<FileUploadVariants["size"]>;

export type FileUploadProps = FileRules &
  FileUploadVariants & {
    /** Lets the person pick several files; without it a new file replaces the chosen one. */
    multiple?: boolean;
    /** The chosen files (controlled). */
    value?: File[];
    /** The initially chosen files (uncontrolled). */
    defaultValue?: File[];
    /** Called with the whole new list after files are added or removed: append them to a FormData to send. */
    onChange?: (files: File[]) => void;
    /** Called with the files refused and why, after they are explained on screen. */
    onReject?: (rejections: FileRejection[]) => void;
    /** The form field name: the chosen files are then part of a native form submission too. */
    name?: string;
    id?: string;
    disabled?: boolean;
    /** Marks the drop zone invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
    required?: boolean;
    /** Focus target for form libraries (react-hook-form's `field.ref`): the drop zone button. */
    ref?: Ref<HTMLButtonElement>;
    onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
    className?: string;
    "aria-describedby"?: string;
  };

const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
/** A stable React key per File object: names repeat, objects do not. */
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = `file-${nextFileKey++}`;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * Choose files by click, by drag and drop, or from the keyboard (the drop zone is a button: Enter or Space opens
 * the file dialog). Checks type, size and count as they arrive and explains each refusal (an alert, in the page's
 * language); lists the chosen files with name, size, an image preview and a remove button. The files come out as
 * `File[]` through `onChange`, ready for a multipart FormData.
 */
export function FileUpload({
  accept,
  maxSizeBytes,
  maxFiles,
  multiple = false,
  value,
  defaultValue,
  onChange,
  onReject,
  name,
  id,
  disabled,
  invalid,
  required,
  size,
  ref,
  onBlur,
  className,
  "aria-describedby": ariaDescribedBy,
}: FileUploadProps) {
  const { locale, messages } = useDsLocale();
  const m = messages.forms.fileUpload;
  const field = useField();
  const generatedId = useId();
  const textId = `${generatedId}-text`;
  const rulesId = `${generatedId}-rules`;
  // aria-required is not allowed on a button; the Field's label says "required" in the zone's name instead
  const { "aria-required": _required, ...control } = useFieldControl({
    id,
    disabled,
    invalid,
    required,
    "aria-describedby": ariaDescribedBy,
  });

  const [uncontrolled, setUncontrolled] = useState<File[]>(defaultValue ?? []);
  const files = value ?? uncontrolled;
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const limit = multiple ? maxFiles : 1;

  const setZoneRef = useCallback(
    (node: HTMLButtonElement | null) => {
      zoneRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: HTMLButtonElement | null }).current = node;
    },
    [ref],
  );

  // keeps the hidden input's FileList equal to the list on screen, so a native form submission sends it too
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !name || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
  });

  const update = (next: File[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const typesText = describeAccept(accept, locale, { image: m.anyImage, video: m.anyVideo, audio: m.anyAudio });
  const sizeText = maxSizeBytes !== undefined ? formatFileSize(maxSizeBytes, locale) : "";

  const describe = (rejection: FileRejection): string => {
    const fileName = rejection.file.name;
    switch (rejection.reason) {
      case "type":
        return fmt(m.wrongType, { name: fileName, types: typesText });
      case "size":
        return fmt(m.tooLarge, { name: fileName, size: sizeText });
      case "count":
        return fmt(m.tooMany, { name: fileName, count: limit ?? 1 });
    }
  };

  const addFiles = (incoming: File[]) => {
    if (control.disabled || incoming.length === 0) return;
    const rules = { accept, maxSizeBytes, maxFiles: limit };
    // a single-file upload replaces its file, so the new one competes with no one
    const { accepted, rejected } = validateFiles(incoming, rules, multiple ? files.length : 0);
    setErrors(rejected.map(describe));
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) update(multiple ? [...files, ...accepted] : accepted);
  };

  const remove = (index: number) => {
    // focus goes to the next file's remove button, else the previous one, else the drop zone: never to <body>
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("[data-slot=file-upload-remove]");
    const target = buttons?.[index + 1] ?? buttons?.[index - 1] ?? zoneRef.current;
    target?.focus();
    setErrors([]);
    update(files.filter((_, i) => i !== index));
  };

  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    if (control.disabled) return;
    // without this the browser opens the dropped file instead of handing it to the page
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLButtonElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const rules = [
    accept !== undefined && parseAccept(accept).length > 0 ? fmt(m.allowedTypes, { types: typesText }) : null,
    maxSizeBytes !== undefined ? fmt(m.maxSize, { size: sizeText }) : null,
    multiple && maxFiles !== undefined ? fmt(m.maxFiles, { count: maxFiles }) : null,
  ].filter(Boolean);

  return (
    <div data-slot="file-upload" className={cn("flex w-full flex-col gap-3", className)}>
      <button
        ref={setZoneRef}
        type="button"
        data-slot="file-upload-dropzone"
        data-dragging={dragging || undefined}
        {...control}
        // named by its own text (what it does and the limits, all visible in it); inside a Field the label comes first
        aria-labelledby={field?.hasLabel ? `${field.labelId} ${textId} ${rulesId}` : undefined}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onBlur={onBlur}
        className={fileUploadVariants({ size })}
      >
        <Upload aria-hidden="true" />
        <span id={textId} className="text-sm font-medium">
          {dragging ? m.dropzoneActive : multiple ? m.dropzone : m.dropzoneSingle}
        </span>
        {/* a word break for text-based checks (a flex container does not render it) */}{" "}
        <span id={rulesId} className="text-xs text-muted-foreground">
          {rules.join(" · ")}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        name={name}
        accept={parseAccept(accept).join(",") || undefined}
        multiple={multiple}
        disabled={control.disabled}
        data-slot="file-upload-input"
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          // lets the same file be chosen again after it was removed
          event.target.value = "";
        }}
      />
      <div role="alert" data-slot="file-upload-errors" className="empty:hidden">
        {errors.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-danger">
            {errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      {files.length > 0 && (
        <ul ref={listRef} aria-label={m.fileList} data-slot="file-upload-list" className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={fileKey(file)}
              data-slot="file-upload-item"
              className="flex items-center gap-3 rounded-md border border-border bg-surface p-2"
            >
              <FilePreview file={file} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm text-foreground">{file.name}</span>
                <span className="text-xs text-muted-foreground">{formatFileSize(file.size, locale)}</span>
              </span>
              <button
                type="button"
                data-slot="file-upload-remove"
                aria-label={fmt(m.remove, { name: file.name })}
                disabled={control.disabled}
                onClick={() => remove(index)}
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground",
                  "transition-colors duration-fast ease-standard not-disabled:hover:bg-hover not-disabled:hover:text-foreground",
                  "outline-hidden focus-visible:shadow-focus disabled:cursor-not-allowed disabled:opacity-50",
                )}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A thumbnail for images (an object URL, revoked when the file leaves the list or the list unmounts), an icon otherwise. */
function FilePreview({ file }: { file: File }) {
  const isImage = file.type.startsWith("image/");
  // a ref with a cleanup (React 19): the URL lives exactly as long as this <img> shows this file
  const attachUrl = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const objectUrl = URL.createObjectURL(file);
      img.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
  return (
    <span
      data-slot="file-upload-preview"
      className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-muted text-muted-foreground"
    >
      {isImage ? (
        // the name beside it says what it is; the picture adds nothing for a screen reader
        <img ref={attachUrl} alt="" className="size-full object-cover" />
      ) : (
        <FileText aria-hidden="true" className="size-5" />
      )}
    </span>
  );
}
