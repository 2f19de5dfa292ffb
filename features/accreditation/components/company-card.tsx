import type { CompanySummary } from "@contracts/mart";
import { MapPin, Store } from "lucide-react";
import { Link } from "react-router";
import { countryName } from "../model/countries";
import { CompanyLogo } from "./company-logo";
import { useAccreditationText } from "./use-accreditation-text";

/** One company of the business list: logo, name, where it is, what it does and, for a seller, its booth. */
export function CompanyCard({ company, href }: { company: CompanySummary; href: string }) {
  const { t, lang } = useAccreditationText();
  const sector = t(`sectors.${company.primary_sector}`);
  const category = company.role === "buyer" && company.buyer_category ? t(`categories.${company.buyer_category}`) : "";
  // a facilitator's sector and category often read the same: say it once
  const activity = category && category !== sector ? `${sector} · ${category}` : sector;
  return (
    <li className="relative flex gap-4 rounded-lg border border-border bg-surface p-4 transition-colors duration-fast ease-standard hover:bg-hover">
      <CompanyLogo logo={company.logo} name={company.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-foreground">
          {/* the whole card is the link's target area; the name is what it reads as */}
          <Link
            to={href}
            className="rounded-sm text-foreground no-underline outline-hidden after:absolute after:inset-0 after:rounded-lg focus-visible:after:shadow-focus"
          >
            {company.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {`${countryName(company.country, lang)} · ${company.city}`}
        </p>
        <p className="text-sm text-foreground">{activity}</p>
        {company.booth_no && (
          <p className="flex items-center gap-1 text-sm font-medium text-foreground">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            {t("list.booth", { booth: company.booth_no })}
          </p>
        )}
      </div>
    </li>
  );
}
