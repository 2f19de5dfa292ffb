import { Button, Input } from "@ds";
import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";

export type SearchFormProps = {
  /** The landmark's name ("Search the visitors"). */
  label: string;
  /** The field's name (read by screen readers) and, unless `placeholder` says otherwise, its placeholder. */
  field: string;
  placeholder?: string;
  button: string;
  /** The search in force (from the address): the field starts from it and is reset when it changes. */
  value: string;
  /** The contract's limit of the query's words. */
  maxLength: number;
  onSearch: (q: string) => void;
};

/**
 * An operators' list search (a landmark of its own): the words go on Enter or the button, trimmed, as every
 * operators' list has it; each feature gives its own words.
 */
export function SearchForm({ label, field, placeholder, button, value, maxLength, onSearch }: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get("q");
    onSearch(typeof words === "string" ? words.trim() : "");
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {field}
      </label>
      <Input
        key={value}
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={maxLength}
        placeholder={placeholder ?? field}
        className="flex-1"
      />
      <Button type="submit" intent="outline">
        <Search aria-hidden="true" />
        {button}
      </Button>
    </form>
  );
}
