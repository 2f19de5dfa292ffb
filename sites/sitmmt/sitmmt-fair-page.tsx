import { useTranslation } from "react-i18next";
import { MartDatesText } from "./mart-schedule";

const PROGRAMME = ["booths", "talks", "consultations"] as const;

/** `/sitmmt-bimtc`: the fair day of the medical travel mart, open to trade visitors, under the mart's days. */
export function SitmmtFairPage() {
  const { t } = useTranslation("sitmmt");
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-semibold text-primary">
        <MartDatesText dated="fair.eyebrow" undated="fair.eyebrowUndated" />
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("fair.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("fair.intro")}</p>

      <section aria-labelledby="fair-programme" className="mt-10">
        <h2 id="fair-programme" className="text-xl font-semibold">
          {t("fair.programme.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {PROGRAMME.map((item) => (
            <li key={item} className="rounded-lg bg-muted p-4">
              <h3 className="font-semibold">{t(`fair.programme.${item}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`fair.programme.${item}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fair-visit" className="mt-10 max-w-3xl">
        <h2 id="fair-visit" className="text-xl font-semibold">
          {t("fair.visit.heading")}
        </h2>
        <p className="mt-2">{t("fair.visit.body")}</p>
      </section>
    </main>
  );
}
