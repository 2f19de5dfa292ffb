import { LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import type { CompanyDetail } from "@contracts/mart";
import { EmptyState, Skeleton } from "@ds";
import { formatNumber } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ExternalLink, MapPin, SearchX, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useBusiness } from "../api/get-business";
import { useExhibitor } from "../api/get-exhibitor";
import { AccreditationPage } from "../components/accreditation-page";
import { BackLink } from "../components/back-link";
import { CompanyLogo } from "../components/company-logo";
import { DocumentList } from "../components/document-list";
import { Facts } from "../components/facts";
import { useAccreditationText } from "../components/use-accreditation-text";
import { countryName } from "../model/countries";
import type { ListAudience } from "../model/list-query";
import { sideLabel } from "../model/side-label";

export type BusinessDetailScreenProps = {
  /** From `/sitmmt/ppipsa/business/{bizId}`; anything but a positive whole number is "not found". */
  id: string | number | undefined;
  /** The site's address of the business list. */
  paths: { list: string };
  /** What the site offers beside a company (the meetings feature's "Request a meeting"). */
  actions?: (company: CompanyDetail) => ReactNode;
  /** The sign-in area of the participants' page; the public page needs none. */
  area?: Area;
  /**
   * Who the page is for: the fair's signed-in participants (the default), or everyone (a MICE fair exhibitor as the
   * public sees it: no sign-in, no documents, which the server hands to participants only).
   */
  audience?: ListAudience;
};

/** The texts that differ by audience (the rest are shared). */
const TEXTS = {
  participants: {
    title: "detail.title",
    backToList: "detail.backToList",
    error: "detail.error",
    notFoundTitle: "detail.notFound.title",
    notFoundBody: "detail.notFound.body",
  },
  public: {
    title: "detail.public.title",
    backToList: "detail.public.backToList",
    error: "detail.public.error",
    notFoundTitle: "detail.public.notFound.title",
    notFoundBody: "detail.public.notFound.body",
  },
} as const;

function companyId(value: BusinessDetailScreenProps["id"]): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/sitmmt/ppipsa/business/{bizId}`: a company as everyone in the mart sees it (no contacts, no address, no
 * sales): banner, logo, names, where it is, sectors, languages, what it does, its figures and its documents, with
 * the site's actions beside it. `/mice/company/view/{id}` (public): an exhibitor as anyone sees it, without the
 * documents. A company not taking part says so plainly.
 */
export function BusinessDetailScreen({
  id: idParam,
  paths,
  actions,
  area = "accreditation",
  audience = "participants",
}: BusinessDetailScreenProps) {
  const { t, lang } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const id = companyId(idParam);
  // each audience has its own call (the public one without a token); the other one, given no id, asks nothing
  const participantCompany = useBusiness(area, audience === "participants" ? id : null, lang);
  const publicCompany = useExhibitor(audience === "public" ? id : null, lang);
  const company = audience === "public" ? publicCompany : participantCompany;
  const texts = TEXTS[audience];
  const back = <BackLink to={paths.list}>{t(texts.backToList)}</BackLink>;
  const missing = id === null || (company.error instanceof HttpError && company.error.status === 404);

  if (audience === "participants" && !loggedIn) {
    return (
      <AccreditationPage title={t("detail.title")} eyebrow={back}>
        <SignedOut t={t} />
      </AccreditationPage>
    );
  }
  if (missing) {
    return (
      <AccreditationPage title={t(texts.title)} eyebrow={back}>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t(texts.notFoundTitle)}
          description={t(texts.notFoundBody)}
          action={<TextLink to={paths.list}>{t(texts.backToList)}</TextLink>}
        />
      </AccreditationPage>
    );
  }
  if (company.error) {
    return (
      <AccreditationPage title={t(texts.title)} eyebrow={back}>
        <LoadError
          t={t}
          describe={failureText}
          title={t(texts.error)}
          error={company.error}
          onRetry={() => void company.mutate()}
        />
      </AccreditationPage>
    );
  }
  if (!company.data) {
    return (
      <AccreditationPage title={t(texts.title)} eyebrow={back}>
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton lines={6} />
      </AccreditationPage>
    );
  }
  return (
    <CompanyProfileView
      company={company.data}
      back={back}
      actions={actions}
      area={area}
      documents={audience === "participants"}
    />
  );
}

function CompanyProfileView({
  company,
  back,
  actions,
  area,
  documents,
}: {
  company: CompanyDetail;
  back: ReactNode;
  actions?: BusinessDetailScreenProps["actions"];
  area: Area;
  /** Whether the documents are offered: they download with a participant's token only. */
  documents: boolean;
}) {
  const { t, lang } = useAccreditationText();
  const other = company.name === company.name_en ? company.name_ko : company.name_en;
  const number = (value: number | null) => (value === null ? "" : formatNumber(value, lang));
  const list = (codes: readonly string[], prefix: string) => codes.map((code) => t(`${prefix}.${code}`)).join(", ");
  const slot = actions?.(company);

  return (
    <AccreditationPage title={company.name} eyebrow={back}>
      {company.banner && (
        <img
          src={company.banner.url}
          alt=""
          className="-mt-2 aspect-[4/1] w-full rounded-lg border border-border object-cover"
        />
      )}
      <div className="flex flex-wrap items-start gap-4">
        <CompanyLogo logo={company.logo} name={company.name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {other && other !== company.name && <p className="text-muted-foreground">{other}</p>}
          <p className="flex items-center gap-1 text-sm text-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {`${countryName(company.country, lang)} · ${company.city}`}
          </p>
          <p className="text-sm text-foreground">{sideLabel(company, t)}</p>
          {company.booth_no && (
            <p className="flex items-center gap-1 text-sm font-medium text-foreground">
              <Store aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {t("list.booth", { booth: company.booth_no })}
            </p>
          )}
          {/* the contract stores only http(s) addresses; checked again here because it becomes a link */}
          {/^https?:\/\//i.test(company.homepage) && (
            <a
              href={company.homepage}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 self-start rounded-sm text-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none"
            >
              {company.homepage.replace(/^https?:\/\//, "")}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("shared.newWindow")}</span>
            </a>
          )}
        </div>
        {slot && <div className="flex flex-wrap gap-2">{slot}</div>}
      </div>

      <section aria-labelledby="company-business" className="flex flex-col gap-3">
        <h2 id="company-business" className="text-lg font-semibold text-foreground">
          {t("detail.business")}
        </h2>
        {company.main_business && <p className="whitespace-pre-line text-foreground">{company.main_business}</p>}
        <Facts
          facts={[
            { label: t("fields.primary_sector"), value: t(`sectors.${company.primary_sector}`) },
            { label: t("fields.sub_sectors"), value: list(company.sub_sectors, "sectors") },
            { label: t("fields.products_services"), value: company.products_services },
            { label: t("fields.languages"), value: list(company.languages, "languages") },
            {
              label: t("fields.buyer_category"),
              value: company.buyer_category ? t(`categories.${company.buyer_category}`) : "",
            },
            { label: t("fields.buyer_type"), value: company.buyer_type ? t(`buyerTypes.${company.buyer_type}`) : "" },
          ]}
        />
      </section>

      <section aria-labelledby="company-figures" className="flex flex-col gap-3">
        <h2 id="company-figures" className="text-lg font-semibold text-foreground">
          {t("detail.figures")}
        </h2>
        <Facts
          facts={[
            { label: t("fields.staff_count"), value: number(company.staff_count) },
            { label: t("fields.travelers_to_korea_since_2019"), value: number(company.travelers_to_korea_since_2019) },
            { label: t("fields.korea_performance_since_2020"), value: company.korea_performance_since_2020 },
            {
              label: t("detail.participation"),
              value: company.participated_before
                ? t("summary.participatedTimes", { count: company.participation_count ?? 0 })
                : t("detail.firstTime"),
            },
          ]}
        />
      </section>

      {documents && company.documents.length > 0 && (
        <section aria-labelledby="company-documents" className="flex flex-col gap-3">
          <h2 id="company-documents" className="text-lg font-semibold text-foreground">
            {t("detail.documents", { count: company.documents.length })}
          </h2>
          <DocumentList files={company.documents} area={area} />
        </section>
      )}
    </AccreditationPage>
  );
}
