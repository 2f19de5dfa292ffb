import { SearchForm } from "@blocks/feature-kit";
import { SEARCH_MAX } from "../model/list-query";
import { useAdminText } from "./use-admin-text";

/** A search by name or e-mail (a landmark of its own); the words go on Enter or the button. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const { t } = useAdminText();
  return (
    <SearchForm
      label={label}
      field={t("filters.search")}
      placeholder={t("filters.searchPlaceholder")}
      button={t("filters.searchButton")}
      value={value}
      maxLength={SEARCH_MAX}
      onSearch={onSearch}
    />
  );
}
