import { buttonVariants } from "@ds";
import { APPLICATIONS_ADMIN_NAMESPACES, loadAdminHomeScreen } from "@features/applications/admin";
import { INQUIRIES_ADMIN_NAMESPACES, loadNewestQuestionsPanel } from "@features/inquiries/admin";
import { request } from "@lib/http/client";
import { fields, guard } from "@lib/http/parser";
import { useIsLoggedIn, useToken } from "@lib/session/use-session";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";
import { PageLoading } from "../shell/page-loading";
import { withMessages } from "../shell/with-messages";
import {
  EDU_ADMIN_PATHS,
  EDU_BOARD_PATHS,
  EDU_PAGES,
  EDU_QNA_PATHS,
  EDU_SITE,
  eduPagePath,
  seouleduadminAuth,
} from "./site.config";

// The operators' dashboard loads only once someone is signed in: a guest's first page carries none of it.
const AdminHomeScreen = lazy(async () => ({
  default: await withMessages(loadAdminHomeScreen, APPLICATIONS_ADMIN_NAMESPACES),
}));
// the newest questions waiting for an answer, from the inquiries' operators' door, under the counts
const NewestQuestionsPanel = lazy(async () => ({
  default: await withMessages(loadNewestQuestionsPanel, INQUIRIES_ADMIN_NAMESPACES),
}));

/**
 * The signed-in administrator, asked anew on every visit: a session ended elsewhere must not stay on screen as
 * signed in. A rejected token (401) ends the session here and the transport opens the admin sign-in page.
 */
// `GET /api/v1/admin/me` (AdminMeDataSchema), checked by a small guard: the administration home is a first page.
const isAdminMe = fields({ id: "integer", email: "string", name: "string" });
const AdminMeData = guard(isAdminMe);
type AdminMe = { id: number; email: string; name: string };

function useAdminMe(): AdminMe | null {
  const token = useToken("admin");
  // the answer belongs to the token it was asked with: a new sign-in or a sign-out hides the old one at once
  const [answer, setAnswer] = useState<{ token: string; me: AdminMe } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    request("/api/v1/admin/me", {
      auth: true,
      area: "admin",
      schema: AdminMeData,
      signal: controller.signal,
    }).then(
      ({ data }) => setAnswer({ token, me: data }),
      () => setAnswer(null),
    );
    return () => controller.abort();
  }, [token]);
  return answer && answer.token === token ? answer.me : null;
}

/**
 * `/seouleduadmin`: for a guest, the administration area as its staff first see it, with the way to sign in; for a
 * signed-in operator, the programme's counts with links into the lists and the newest questions waiting for an
 * answer (spec point 2, education admin home).
 */
export function SeouleduadminHomePage() {
  const signedIn = useIsLoggedIn("admin");
  return signedIn ? <OperatorHome /> : <GuestHome />;
}

function OperatorHome() {
  const { t } = useTranslation("seouleduadmin");
  const me = useAdminMe();
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminHomeScreen
        paths={EDU_ADMIN_PATHS}
        aside={
          <div className="flex flex-wrap items-center gap-3">
            {me && (
              <p className="text-sm text-muted-foreground" role="status">
                {t("home.next.signedIn", { name: me.name, email: me.email })}
              </p>
            )}
            <Link to="/seouledutravel" className={buttonVariants({ intent: "outline" })}>
              {t("home.next.link")}
            </Link>
          </div>
        }
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pb-8">
        <NewestQuestionsPanel site={EDU_SITE} paths={EDU_QNA_PATHS} />
        <SiteContent />
      </div>
    </Suspense>
  );
}

/** What operators write for the programme's site: its boards, its questions and its two pages. */
function SiteContent() {
  const { t } = useTranslation("seouleduadmin");
  const links = [
    { to: EDU_BOARD_PATHS.list("faq"), label: t("nav.board") },
    { to: EDU_QNA_PATHS.list, label: t("nav.qna") },
    ...EDU_PAGES.map((slug) => ({ to: eduPagePath(slug), label: t(`home.content.pages.${slug}`) })),
  ];
  return (
    <section aria-labelledby="site-content-title" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="site-content-title" className="text-lg font-semibold text-foreground">
        {t("home.content.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("home.content.lead")}</p>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonVariants({ intent: "outline" })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuestHome() {
  const { t } = useTranslation("seouleduadmin");
  return (
    <MicrositeHome
      namespace="seouleduadmin"
      highlights={["members", "applications", "board"]}
      audience={["staff", "schools"]}
      next={
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={seouleduadminAuth.signIn} className={buttonVariants({ intent: "primary" })}>
            {t("home.next.signIn")}
          </Link>
          <Link to="/seouledutravel" className={buttonVariants({ intent: "outline" })}>
            {t("home.next.link")}
          </Link>
        </div>
      }
    />
  );
}
