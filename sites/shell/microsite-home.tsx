import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const FACTS = ["when", "where", "who"] as const;
type Fact = (typeof FACTS)[number];

export type MicrositeHomeProps = {
  /** The site's message namespace; the page reads `home.*` from it. */
  namespace: string;
  /** Keys under `home.highlights` (title and body each); no section without them. */
  highlights?: readonly string[];
  /** Keys under `home.audience` (title and body each). */
  audience: readonly string[];
  /** What follows "What comes next" (`home.next.body`): links or the signed-in state. */
  next?: ReactNode;
  /** Replaces `home.next.body` (e.g. a signed-in greeting). */
  nextBody?: ReactNode;
  /** Replaces `home.eyebrow` (e.g. dates read from the API, with their placeholder while they load). */
  eyebrow?: ReactNode;
  /** Replace `home.facts.<fact>.value`, fact by fact. */
  facts?: Partial<Record<Fact, ReactNode>>;
  /** Replaces the heading, the introduction and the facts with the site's own opening (with its own `h1`). */
  hero?: ReactNode;
};

const grid = (count: number) => (count % 3 === 0 ? "sm:grid-cols-3" : "sm:grid-cols-2");

/**
 * A microsite's home page for a first-time visitor: what the event or programme is, when and where, who it is for
 * and what comes next. The words come from the site's namespace; the frame is the same for every site.
 */
export function MicrositeHome({
  namespace,
  highlights = [],
  audience,
  next,
  nextBody,
  eyebrow,
  facts,
  hero,
}: MicrositeHomeProps) {
  const { t } = useTranslation(namespace);
  const id = (section: string) => `${namespace}-${section}`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      {hero ?? (
        <>
          <p className="text-sm font-semibold text-primary">{eyebrow ?? t("home.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold">{t("home.heading")}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("home.intro")}</p>

          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {FACTS.map((fact) => (
              <div key={fact} className="rounded-lg border border-border p-4">
                <dt className="text-sm text-muted-foreground">{t(`home.facts.${fact}.label`)}</dt>
                <dd className="mt-1 font-semibold">{facts?.[fact] ?? t(`home.facts.${fact}.value`)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}

      <section aria-labelledby={id("about")} className="mt-10 max-w-3xl">
        <h2 id={id("about")} className="text-xl font-semibold">
          {t("home.about.heading")}
        </h2>
        <p className="mt-2">{t("home.about.body")}</p>
      </section>

      {highlights.length > 0 && (
        <section aria-labelledby={id("highlights")} className="mt-10">
          <h2 id={id("highlights")} className="text-xl font-semibold">
            {t("home.highlights.heading")}
          </h2>
          <ul className={`mt-4 grid gap-4 ${grid(highlights.length)}`}>
            {highlights.map((item) => (
              <li key={item} className="rounded-lg border border-border p-4">
                <h3 className="font-semibold">{t(`home.highlights.${item}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`home.highlights.${item}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={id("audience")} className="mt-10">
        <h2 id={id("audience")} className="text-xl font-semibold">
          {t("home.audience.heading")}
        </h2>
        <ul className={`mt-4 grid gap-4 ${grid(audience.length)}`}>
          {audience.map((who) => (
            <li key={who} className="rounded-lg bg-muted p-4">
              <h3 className="font-semibold">{t(`home.audience.${who}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`home.audience.${who}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={id("next")} className="mt-10 max-w-3xl">
        <h2 id={id("next")} className="text-xl font-semibold">
          {t("home.next.heading")}
        </h2>
        {nextBody ?? <p className="mt-2">{t("home.next.body")}</p>}
        {next}
      </section>
    </main>
  );
}
