import { AdminMeDataSchema } from "@contracts/auth";
import { buttonVariants } from "@ds";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import useSWR from "swr";
import { MicrositeHome } from "../shell/microsite-home";
import { seouleduadminAuth } from "./site.config";

/** The signed-in administrator. A rejected token (401) ends the session and opens the admin sign-in page. */
function useAdminMe() {
  const token = useToken("admin");
  return useSWR(
    token ? ["/api/v1/admin/me", token] : null,
    async () => {
      const { data } = await request("/api/v1/admin/me", { auth: true, area: "admin", schema: AdminMeDataSchema });
      return data;
    },
    // every visit confirms the session: one ended elsewhere must not stay on screen as signed in
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** `/seouleduadmin`: the administration area of the education trip programme, as its staff first see it. */
export function SeouleduadminHomePage() {
  const { t } = useTranslation("seouleduadmin");
  const { data: me } = useAdminMe();
  return (
    <MicrositeHome
      namespace="seouleduadmin"
      highlights={["members", "applications", "board"]}
      audience={["staff", "schools"]}
      nextBody={
        me ? (
          <p className="mt-2" role="status">
            {t("home.next.signedIn", { name: me.name, email: me.email })}
          </p>
        ) : undefined
      }
      next={
        <div className="mt-4 flex flex-wrap gap-3">
          {!me && (
            <Link to={seouleduadminAuth.signIn} className={buttonVariants({ intent: "primary" })}>
              {t("home.next.signIn")}
            </Link>
          )}
          <Link to="/seouledutravel" className={buttonVariants({ intent: "outline" })}>
            {t("home.next.link")}
          </Link>
        </div>
      }
    />
  );
}
