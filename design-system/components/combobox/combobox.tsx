import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronDown, X } from "lucide-react";
import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useField, useFieldControl } from "../field";
import { inputVariants } from "../input";
import { type ComboboxOption, filterComboboxOptions } from "./combobox-filter";

export const comboboxVariants = cva(
  [
    // the input's look comes from inputVariants; this keeps a long name from running under the buttons
    "text-ellipsis",
  ],
  {
    variants: {
      // room on the right for the clear button and the chevron
      size: {
        sm: "pr-14",
        md: "pr-16",
        lg: "pr-17",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type ComboboxVariants = VariantProps<typeof comboboxVariants>;
export type ComboboxSize = NonNullable<ComboboxVariants["size"]>;

export const comboboxOptionVariants = cva([
  // layout: room on the right for the check mark
  "relative flex w-full cursor-pointer items-center py-1.5 pr-8 pl-2 text-sm select-none",
  // shape
  "rounded-sm",
  // active: the option the arrow keys or the pointer are on
  "data-active:bg-hover",
  // disabled
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
]);

export type ComboboxProps = Omit<
  ComponentProps<"input">,
  "size" | "value" | "defaultValue" | "onChange" | "type" | "role" | "children"
> &
  ComboboxVariants & {
    /** Everything that can be chosen. Long lists are fine: typing narrows them. */
    options: readonly ComboboxOption[];
    /** The chosen option's value (controlled); `null` for none. */
    value?: string | null;
    /** The initially chosen value (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the new value, or `null` when cleared. */
    onValueChange?: (value: string | null) => void;
    /** Called with the text as the person types (for loading options from a server). */
    onInputChange?: (text: string) => void;
    /** Marks the combobox invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
    /** Shown when nothing matches; defaults to the localized "No results found". */
    noResultsMessage?: ReactNode;
    /** Extra classes for the list popup. */
    listClassName?: string;
  };

/**
 * A searchable select for long lists (countries, nationalities), after the ARIA 1.2 combobox pattern: a text
 * input with `role="combobox"` and a listbox it controls; the active option is announced through
 * `aria-activedescendant` while focus stays in the input. Typing filters (case, accents and Korean initials
 * insensitive) and highlights the best match; Down/Up open and move (Alt+Down opens without moving), Home/End
 * jump while the list is open, Enter picks, Escape closes and restores the chosen label. The list is positioned
 * under the input, not portalled, so it needs room below (no `overflow: hidden` ancestor cutting it off).
 */
export function Combobox({
  options,
  value,
  defaultValue = null,
  onValueChange,
  onInputChange,
  size,
  invalid,
  noResultsMessage,
  className,
  listClassName,
  id,
  name,
  disabled,
  readOnly,
  required,
  placeholder,
  ref,
  onKeyDown,
  onBlur,
  onClick,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  "aria-required": ariaRequired,
  ...props
}: ComboboxProps) {
  const { messages } = useDsLocale();
  const field = useField();
  const control = useFieldControl({
    id,
    disabled,
    invalid,
    required,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
    "aria-required": ariaRequired,
  });
  const generatedId = useId();
  const inputId = control.id ?? `${generatedId}-input`;
  const listId = `${generatedId}-listbox`;

  const [uncontrolledValue, setUncontrolledValue] = useState<string | null>(defaultValue);
  const selectedValue = value !== undefined ? value : uncontrolledValue;
  const selected = options.find((option) => option.value === selectedValue) ?? null;

  // null while the input shows the chosen option's label; the typed text once the person starts typing
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const filtered = useMemo(() => filterComboboxOptions(options, query ?? ""), [options, query]);
  const expanded = open && filtered.length > 0;
  const showNoResults = open && filtered.length === 0;
  const activeOption = expanded ? filtered[activeIndex] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  );

  useEffect(() => {
    if (activeIndex < 0 || !expanded) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
    // optionId only depends on listId, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, expanded]);

  const commit = (next: ComboboxOption | null) => {
    if (value === undefined) setUncontrolledValue(next?.value ?? null);
    if ((next?.value ?? null) !== selectedValue) onValueChange?.(next?.value ?? null);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    commit(option);
    close();
  };

  /** The next enabled option from `start` going `step` (+1 or -1), wrapping round; -1 when none is enabled. */
  const enabledFrom = (start: number, step: 1 | -1): number => {
    const count = filtered.length;
    for (let i = 0; i < count; i++) {
      const index = (((start + step * i) % count) + count) % count;
      if (!filtered[index]?.disabled) return index;
    }
    return -1;
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const selectedIndexIn = (list: readonly ComboboxOption[]) => list.findIndex((o) => o.value === selectedValue);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setOpen(true);
    onInputChange?.(text);
    // the best match is highlighted, so typing a few letters and Enter picks it
    const matches = filterComboboxOptions(options, text);
    setActiveIndex(text.trim() ? matches.findIndex((option) => !option.disabled) : -1);
    // emptying the input is how a keyboard user clears the choice
    if (text === "" && selectedValue !== null) commit(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // keys that finish a Korean (IME) syllable must not also pick or move
    if (event.defaultPrevented || event.nativeEvent.isComposing || readOnly) return;
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) {
          const current = selectedIndexIn(filtered);
          openAt(event.altKey ? -1 : current >= 0 ? current : enabledFrom(0, 1));
        } else {
          setActiveIndex(enabledFrom(activeIndex + 1, 1));
        }
        break;
      }
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          const current = selectedIndexIn(filtered);
          openAt(current >= 0 ? current : enabledFrom(filtered.length - 1, -1));
        } else {
          setActiveIndex(enabledFrom(activeIndex < 0 ? filtered.length - 1 : activeIndex - 1, -1));
        }
        break;
      }
      case "Home":
      case "End": {
        // while closed they move the caret, as in any text box
        if (!expanded) break;
        event.preventDefault();
        setActiveIndex(event.key === "Home" ? enabledFrom(0, 1) : enabledFrom(filtered.length - 1, -1));
        break;
      }
      case "Enter": {
        if (!activeOption) break;
        // picking must not also submit the form
        event.preventDefault();
        choose(activeOption);
        break;
      }
      case "Escape": {
        if (!open) break;
        // closing the list must not also close a dialog around it
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      }
    }
  };

  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    onClick?.(event);
    if (control.disabled || readOnly || open) return;
    openAt(selectedIndexIn(filtered));
  };

  const clear = () => {
    commit(null);
    close();
    inputRef.current?.focus();
  };

  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const listLabelledBy = ariaLabelledBy ?? (field?.hasLabel ? field.labelId : undefined);
  const hasText = (query ?? selected?.label ?? "") !== "";

  return (
    <div data-slot="combobox" className={cn("relative w-full", className)}>
      <input
        ref={setRefs}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder ?? messages.forms.combobox.placeholder}
        readOnly={readOnly}
        required={required}
        {...control}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        id={inputId}
        value={query ?? selected?.label ?? ""}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        data-slot="combobox-input"
        data-size={size ?? "md"}
        className={cn(inputVariants({ size }), comboboxVariants({ size }))}
        {...props}
      />
      {name && <input type="hidden" name={name} value={selectedValue ?? ""} />}
      <div className="absolute inset-y-0 right-0 flex items-center gap-1 pr-2.5">
        {hasText && !control.disabled && !readOnly && (
          <button
            type="button"
            data-slot="combobox-clear"
            aria-label={messages.forms.combobox.clear}
            onMouseDown={keepFocus}
            onClick={clear}
            className={cn(
              "flex size-6 items-center justify-center rounded-sm text-muted-foreground",
              "transition-colors duration-fast ease-standard hover:bg-hover hover:text-foreground",
              "outline-hidden focus-visible:shadow-focus",
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <ChevronDown aria-hidden="true" className="pointer-events-none size-4 text-muted-foreground" />
      </div>
      <div
        data-slot="combobox-popup"
        hidden={!open}
        className={cn(
          "absolute top-full left-0 z-dropdown mt-1 w-full overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-md",
          listClassName,
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={listLabelledBy}
          aria-label={listLabelledBy ? undefined : ariaLabel}
          hidden={!expanded}
          className="max-h-64 overflow-y-auto p-1"
        >
          {filtered.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-disabled={option.disabled || undefined}
              data-slot="combobox-option"
              data-active={index === activeIndex || undefined}
              data-value={option.value}
              onMouseDown={keepFocus}
              onMouseMove={() => {
                if (index !== activeIndex && !option.disabled) setActiveIndex(index);
              }}
              onClick={() => choose(option)}
              className={comboboxOptionVariants()}
            >
              {option.label}
              {option.value === selectedValue && (
                <Check aria-hidden="true" className="absolute right-2 size-4" data-slot="combobox-check" />
              )}
            </li>
          ))}
        </ul>
        {showNoResults && (
          // the polite status below speaks it; this copy is for the eyes
          <p aria-hidden="true" data-slot="combobox-empty" className="px-3 py-2 text-sm text-muted-foreground">
            {noResultsMessage ?? messages.forms.combobox.noResults}
          </p>
        )}
      </div>
      <span role="status" className="sr-only">
        {showNoResults ? (noResultsMessage ?? messages.forms.combobox.noResults) : ""}
      </span>
    </div>
  );
}
