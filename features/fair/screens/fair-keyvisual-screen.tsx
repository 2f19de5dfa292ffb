import { ListSkeleton } from "@blocks/feature-kit";
import type { FairEdition } from "@contracts/mice";
import { buttonLinkVariants } from "@ds";
import { Link } from "react-router";
import { useEdition } from "../api/get-edition";
import { FairBackdrop } from "../components/fair-backdrop";
import { FairLoadError } from "../components/fair-load-error";
import type { FairLinks } from "../components/fair-edition-hero";
import { useFairText } from "../components/use-fair-text";
import { fairDaysText } from "../model/fair-dates";

export type FairKeyvisualScreenProps = {
  /** The ways on under the key visual; none are shown without them. */
  paths?: Partial<FairLinks>;
};

/**
 * `/mice/keyvisual` (public, rendered on the server): the fair's visual identity, a block in the theme's primary
 * colour with the edition's name, its days in large type, the venue and the hours, all from the edition API; then
 * what the motif stands for and the ways on.
 */
export function FairKeyvisualScreen({ paths = {} }: FairKeyvisualScreenProps) {
  const { t, lang } = useFairText();
  const edition = useEdition(lang);
  return (
    <main id="main" className="@container mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <h1 className="text-2xl font-bold text-foreground">{t("keyvisual.title")}</h1>
      {edition.error && !edition.data ? (
        <FairLoadError
          title={t("hero.error")}
          error={edition.error}
          onRetry={() => void edition.mutate()}
          retrySize="lg"
        />
      ) : !edition.data ? (
        <ListSkeleton label={t("shared.loading")} rows={["h-96"]} />
      ) : (
        <KeyVisual edition={edition.data} />
      )}
      <section aria-labelledby="fair-keyvisual-about" className="flex max-w-3xl flex-col gap-3">
        <h2 id="fair-keyvisual-about" className="text-lg font-semibold text-foreground">
          {t("keyvisual.about.heading")}
        </h2>
        <p className="text-base text-foreground">{t("keyvisual.about.body")}</p>
      </section>
      {(paths.register || paths.conference || paths.exhibitors) && (
        <nav aria-label={t("keyvisual.next")} className="flex flex-col gap-3 @md:flex-row @md:flex-wrap">
          {paths.register && edition.data?.registration_open !== false && (
            <Link to={paths.register} className={buttonLinkVariants({ size: "lg" })}>
              {t("hero.actions.register")}
            </Link>
          )}
          {paths.conference && (
            <Link to={paths.conference} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
              {t("hero.actions.conference")}
            </Link>
          )}
          {paths.exhibitors && (
            <Link to={paths.exhibitors} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
              {t("hero.actions.exhibitors")}
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

/** The key visual itself: the name, the days as the largest words, the place and the hours. */
function KeyVisual({ edition }: { edition: FairEdition }) {
  const { t, lang } = useFairText();
  return (
    <section
      aria-labelledby="fair-keyvisual-name"
      data-slot="fair-keyvisual"
      className="relative isolate flex min-h-96 flex-col justify-between gap-10 overflow-hidden rounded-xl px-6 py-10 text-primary-foreground @3xl:min-h-[28rem] @3xl:px-14 @3xl:py-14"
    >
      <FairBackdrop size="lg" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-[0.2em] uppercase">{t("keyvisual.eyebrow")}</p>
        <h2 id="fair-keyvisual-name" className="max-w-3xl text-4xl font-extrabold text-balance @3xl:text-6xl">
          {edition.name}
        </h2>
      </div>
      <div className="flex flex-col gap-3">
        <p
          data-slot="fair-keyvisual-dates"
          className="text-3xl leading-tight font-extrabold tabular-nums @md:text-5xl @3xl:text-7xl"
        >
          {fairDaysText(edition.days, lang, t)}
        </p>
        <p className="text-lg font-medium @3xl:text-2xl">
          {t("hero.where", { venue: edition.venue, city: edition.city })}
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">
            {t("hero.hoursValue", { opens: edition.opens, closes: edition.closes })}
          </span>
        </p>
      </div>
    </section>
  );
}
