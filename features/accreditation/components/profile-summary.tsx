import { type CompanyProfile, SOCIAL_NETWORKS } from "@contracts/mart";
import { formatNumber } from "@lib/format/format";
import { countryName } from "../model/countries";
import { zoneLabel } from "../model/time-zones";
import { type Fact, Facts } from "./facts";
import { useAccreditationText } from "./use-accreditation-text";

/** The saved profile read back, section by section, as the organiser will read it. */
export function ProfileSummary({ profile }: { profile: CompanyProfile }) {
  const { t, lang } = useAccreditationText();
  const number = (value: number | null) => (value === null ? "" : formatNumber(value, lang));
  const list = (codes: readonly string[], prefix: string) => codes.map((code) => t(`${prefix}.${code}`)).join(", ");
  const social = SOCIAL_NETWORKS.filter((network) => profile.social_ids[network])
    .map((network) => `${t(`social.${network}`)}: ${profile.social_ids[network] ?? ""}`)
    .join("\n");
  const sections: { id: string; facts: Fact[] }[] = [
    {
      id: "company",
      facts: [
        { label: t("fields.name_ko"), value: profile.name_ko },
        { label: t("fields.name_en"), value: profile.name_en },
        { label: t("fields.homepage"), value: profile.homepage },
      ],
    },
    {
      id: "contact",
      facts: [
        { label: t("fields.contact_name"), value: profile.contact_name },
        { label: t("fields.department"), value: profile.department },
        { label: t("fields.position"), value: profile.position },
        { label: t("fields.mobile"), value: profile.mobile },
        { label: t("fields.phone"), value: profile.phone },
        { label: t("fields.contact_email"), value: profile.contact_email },
      ],
    },
    {
      id: "address",
      facts: [
        { label: t("fields.continent"), value: t(`continents.${profile.continent}`) },
        { label: t("fields.country"), value: countryName(profile.country, lang) },
        { label: t("fields.city"), value: profile.city },
        { label: t("fields.time_zone"), value: zoneLabel(profile.time_zone) },
        { label: t("fields.postal_code"), value: profile.postal_code },
        { label: t("fields.address"), value: [profile.address, profile.address_detail].filter(Boolean).join(", ") },
      ],
    },
    {
      id: "business",
      facts: [
        { label: t("fields.primary_sector"), value: t(`sectors.${profile.primary_sector}`) },
        { label: t("fields.sub_sectors"), value: list(profile.sub_sectors, "sectors") },
        { label: t("fields.products_services"), value: profile.products_services },
        { label: t("fields.main_business"), value: profile.main_business },
      ],
    },
    {
      id: "figures",
      facts: [
        { label: t("fields.staff_count"), value: number(profile.staff_count) },
        {
          label: t("fields.annual_sales_2024"),
          value: profile.annual_sales_2024 === null ? "" : `US$ ${number(profile.annual_sales_2024)}`,
        },
        { label: t("fields.korea_performance_since_2020"), value: profile.korea_performance_since_2020 },
        { label: t("fields.travelers_to_korea_since_2019"), value: number(profile.travelers_to_korea_since_2019) },
      ],
    },
    ...(profile.role === "buyer"
      ? [
          {
            id: "buyer",
            facts: [
              {
                label: t("fields.buyer_category"),
                value: profile.buyer_category ? t(`categories.${profile.buyer_category}`) : "",
              },
              { label: t("fields.buyer_type"), value: profile.buyer_type ? t(`buyerTypes.${profile.buyer_type}`) : "" },
              { label: t("fields.origin"), value: t(`origins.${profile.origin}`) },
            ],
          },
        ]
      : []),
    {
      id: "participation",
      facts: [
        {
          label: t("fields.participated_before"),
          value: profile.participated_before
            ? t("summary.participatedTimes", { count: profile.participation_count ?? 0 })
            : t("form.no"),
        },
        { label: t("fields.route"), value: t(`routes.${profile.route}`) },
        { label: t("fields.purposes"), value: list(profile.purposes, "purposes") },
      ],
    },
    {
      id: "languages",
      facts: [
        { label: t("fields.languages"), value: list(profile.languages, "languages") },
        { label: t("summary.socialIds"), value: social },
      ],
    },
    {
      id: "uploads",
      facts: [
        { label: t("fields.logo"), value: profile.logo?.name ?? "" },
        { label: t("fields.banner"), value: profile.banner?.name ?? "" },
        { label: t("fields.documents"), value: profile.documents.map((file) => file.name).join("\n") },
      ],
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`summary-${section.id}`}
          className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0"
        >
          <h3 id={`summary-${section.id}`} className="font-semibold text-foreground">
            {t(`form.sections.${section.id}`)}
          </h3>
          <Facts facts={section.facts} />
        </section>
      ))}
    </div>
  );
}
