import { useTranslation } from "react-i18next";

const FACTS = ["when", "where", "who"] as const;
const HIGHLIGHTS = ["vehicles", "immigration", "tours"] as const;
const AUDIENCE = ["officers", "delegations"] as const;

/** `/protocol`: the protocol service for a first-time visitor: what it covers, when and where, for whom and what comes next. */
export function ProtocolHomePage() {
  const { t } = useTranslation("protocol");
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-semibold text-primary">{t("home.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold">{t("home.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("home.intro")}</p>

      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {FACTS.map((fact) => (
          <div key={fact} className="rounded-lg border border-border p-4">
            <dt className="text-sm text-muted-foreground">{t(`home.facts.${fact}.label`)}</dt>
            <dd className="mt-1 font-semibold">{t(`home.facts.${fact}.value`)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="protocol-about" className="mt-10 max-w-3xl">
        <h2 id="protocol-about" className="text-xl font-semibold">
          {t("home.about.heading")}
        </h2>
        <p className="mt-2">{t("home.about.body")}</p>
      </section>

      <section aria-labelledby="protocol-highlights" className="mt-10">
        <h2 id="protocol-highlights" className="text-xl font-semibold">
          {t("home.highlights.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="rounded-lg border border-border p-4">
              <h3 className="font-semibold">{t(`home.highlights.${item}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`home.highlights.${item}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="protocol-audience" className="mt-10">
        <h2 id="protocol-audience" className="text-xl font-semibold">
          {t("home.audience.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {AUDIENCE.map((who) => (
            <li key={who} className="rounded-lg bg-muted p-4">
              <h3 className="font-semibold">{t(`home.audience.${who}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`home.audience.${who}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="protocol-next" className="mt-10 max-w-3xl">
        <h2 id="protocol-next" className="text-xl font-semibold">
          {t("home.next.heading")}
        </h2>
        <p className="mt-2">{t("home.next.body")}</p>
      </section>
    </main>
  );
}
