import { Button, Input } from "@ds";
import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { SEARCH_MAX } from "../model/list-query";
import { useAdminText } from "./use-admin-text";

/** A search by name or e-mail (a landmark of its own); the words go on Enter or the button. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const { t } = useAdminText();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get("q");
    onSearch(typeof words === "string" ? words.trim() : "");
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t("filters.search")}
      </label>
      <Input
        key={value}
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={SEARCH_MAX}
        placeholder={t("filters.searchPlaceholder")}
        className="flex-1"
      />
      <Button type="submit" intent="outline">
        <Search aria-hidden="true" />
        {t("filters.searchButton")}
      </Button>
    </form>
  );
}
