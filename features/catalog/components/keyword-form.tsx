import { Button, Field, FieldError, FieldLabel, Input } from "@ds";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { KEYWORD_MAX_LENGTH, cleanKeyword } from "../model/search-params";
import { useCatalogText } from "./use-catalog-text";

export type KeywordFormProps = {
  defaultValue?: string;
  /** Called with the trimmed keyword; a blank one is stopped here with the spec's message (no request). */
  onSearch: (keyword: string) => void;
  className?: string;
};

/** The keyword search box of the shop's front page and the search page. */
export function KeywordForm({ defaultValue = "", onSearch, className }: KeywordFormProps) {
  const { t } = useCatalogText();
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = cleanKeyword(value);
    if (!keyword) {
      setError(t("keyword.required"));
      return;
    }
    setError(null);
    onSearch(keyword);
  }

  return (
    <form role="search" noValidate onSubmit={submit} className={className}>
      <Field className="gap-1.5">
        <FieldLabel>{t("keyword.label")}</FieldLabel>
        <div className="flex gap-2">
          <Input
            type="search"
            value={value}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={t("keyword.placeholder")}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            className="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("keyword.submit")}
          </Button>
        </div>
        <FieldError>{error}</FieldError>
      </Field>
    </form>
  );
}
