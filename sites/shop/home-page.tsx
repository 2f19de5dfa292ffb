import { Button } from "@ds";
import { isLang } from "@lib/i18n/locale";
import { useMenus } from "@lib/settings/use-menus";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** `/main`: the shop's front page. For now it shows the menus the server returns, grouped by section. */
export function HomePage() {
  const { t, i18n } = useTranslation(["shop", "common"]);
  const lang = isLang(i18n.language) ? i18n.language : "en";
  const { data: menus, error, isLoading, mutate } = useMenus(lang);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("shop:home.heading")}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("shop:home.intro")}</p>

      <section aria-labelledby="explore-heading" className="mt-10">
        <h2 id="explore-heading" className="text-xl font-semibold">
          {t("shop:home.menus.heading")}
        </h2>
        {isLoading ? (
          <div role="status" aria-live="polite" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t("common:app.loading")}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden="true" className="h-28 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : error ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-4 rounded-lg border border-danger p-4">
            <p>{t("shop:home.menus.error")}</p>
            <Button intent="outline" onClick={() => void mutate()}>
              {t("common:actions.retry")}
            </Button>
          </div>
        ) : !menus?.length ? (
          <p className="mt-4 text-muted-foreground">{t("shop:home.menus.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {menus.map((menu) => (
              <li key={menu.id} className="rounded-lg border border-border p-4">
                <h3 className="font-semibold">
                  <Link
                    to={menu.path}
                    className="hover:underline focus-visible:shadow-focus focus-visible:outline-none"
                  >
                    {menu.title}
                  </Link>
                </h3>
                {menu.children.length > 0 && (
                  <ul className="mt-2 space-y-1 text-sm">
                    {menu.children.map((child) => (
                      <li key={child.id}>
                        <Link to={child.path} className="text-muted-foreground hover:text-foreground hover:underline">
                          {child.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
