import {
  loadApplicationDetailScreen,
  loadMyApplicationsScreen,
  loadMyPageScreen,
  loadProgrammeActions,
  loadProgrammeInfoScreen,
  loadRegistrationScreen,
  loadReportSubmitScreen,
} from "@features/applications";
import { loadFaqScreen, loadPostDetailScreen } from "@features/board";
import { loadContactUsRegisterScreen, loadQnaDetailScreen, loadQnaListScreen, qnaSearch } from "@features/inquiries";
import type { QnaPaths } from "@features/inquiries";
import { loadSitePageScreen } from "@features/site-pages";
import type { RouteObject } from "react-router";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout, type MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { EDU_BOARD_TYPES, EDU_PATHS, seouledutravelAuth, seouledutravelSite } from "./site.config";
import { SeouledutravelHomePage } from "./seouledutravel-home-page";

const SITE = "seouledutravel";

// each feature's screens load with the first page that shows them, with their messages
const applications = <T,>(load: () => Promise<T>) => withMessages(load, ["applications"]);
const inquiries = <T,>(load: () => Promise<T>) => withMessages(load, ["inquiries"]);
const board = <T,>(load: () => Promise<T>) => withMessages(load, ["board"]);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });
/** A whole number from the address, or 0 (no application has it: the screen says "not found"). */
const idOf = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/** The FAQ's addresses for the board's screens: one board, whose answers each have a page. */
const faqPaths = { board: () => EDU_PATHS.faq, detail: (_type: string, id: number) => EDU_PATHS.faqDetail(id) };

/** The Q&A's addresses: the list keeps its words and page in the query. */
const qnaPaths: QnaPaths = {
  list: (query) => `${EDU_PATHS.qna}${qnaSearch(query)}`,
  detail: EDU_PATHS.qnaDetail,
  ask: EDU_PATHS.qnaAsk,
};

/**
 * The introduction and the application guide: the pages the programme office writes (site pages `introduction` and
 * `guide`), with the way on to applying and to this year's programme under them.
 */
function programmePageRoute(path: string, slug: "introduction" | "guide", titleKey: string): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const [SitePageScreen, ProgrammeActions] = await Promise.all([
        withMessages(loadSitePageScreen, ["site-pages"]),
        applications(loadProgrammeActions),
      ]);
      return {
        Component: function EduProgrammePage() {
          const { t } = useTranslation(seouledutravelSite.namespace);
          return (
            <SitePageScreen
              key={slug}
              site={SITE}
              slug={slug}
              name={t(titleKey)}
              paths={{ home: EDU_PATHS.home }}
              actions={<ProgrammeActions paths={EDU_PATHS} />}
            />
          );
        },
      };
    },
  };
}

/** The public pages: rendered on the server with their data (ADR 0024). */
const publicRoutes: RouteObject[] = [
  programmePageRoute(EDU_PATHS.introduction, "introduction", "pages.introduction"),
  programmePageRoute(EDU_PATHS.guide, "guide", "pages.guide"),
  {
    path: EDU_PATHS.info,
    handle: title("pages.info"),
    lazy: async () => {
      const Screen = await applications(loadProgrammeInfoScreen);
      return { Component: () => <Screen paths={EDU_PATHS} /> };
    },
  },
  {
    path: EDU_PATHS.faq,
    handle: title("pages.faq"),
    lazy: async () => {
      const FaqScreen = await board(loadFaqScreen);
      return { Component: () => <FaqScreen site={SITE} answerHref={EDU_PATHS.faqDetail} /> };
    },
  },
  {
    path: "/seouledutravel/faq/list-detail/:id",
    handle: title("pages.faq"),
    lazy: async () => {
      const PostDetailScreen = await board(loadPostDetailScreen);
      return {
        Component: function EduFaqAnswer() {
          const { id } = useParams();
          return <PostDetailScreen key={id} site={SITE} types={EDU_BOARD_TYPES} type="faq" id={id} paths={faqPaths} />;
        },
      };
    },
  },
  {
    path: EDU_PATHS.qna,
    handle: title("pages.qna"),
    lazy: async () => {
      const QnaListScreen = await inquiries(loadQnaListScreen);
      return {
        Component: function EduQna() {
          const [query] = useSearchParams();
          return <QnaListScreen site={SITE} keyword={query.get("keyword")} page={query.get("page")} paths={qnaPaths} />;
        },
      };
    },
  },
  {
    path: "/seouledutravel/qna/list-detail/:id",
    handle: title("pages.qnaDetail"),
    lazy: async () => {
      const QnaDetailScreen = await inquiries(loadQnaDetailScreen);
      return {
        Component: function EduQuestion() {
          const { id } = useParams();
          return <QnaDetailScreen key={id} site={SITE} id={id} paths={{ list: EDU_PATHS.qna }} />;
        },
      };
    },
  },
];

/**
 * The member's pages (spec point 6): behind the travel sign-in; a guest goes to /seouledutravel/login and comes
 * back to the page after signing in. They render in the browser (ADR 0024).
 */
const memberRoutes: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="travel" /> };
  },
  children: [
    {
      path: EDU_PATHS.myPage,
      handle: title("pages.myPage"),
      lazy: async () => {
        const Screen = await applications(loadMyPageScreen);
        return { Component: () => <Screen paths={EDU_PATHS} /> };
      },
    },
    {
      path: EDU_PATHS.myApplications,
      handle: title("pages.myApplications"),
      lazy: async () => {
        const Screen = await applications(loadMyApplicationsScreen);
        return { Component: () => <Screen paths={EDU_PATHS} /> };
      },
    },
    {
      path: "/seouledutravel/myapplication/detail/:appId",
      handle: title("pages.detail"),
      lazy: async () => {
        const Screen = await applications(loadApplicationDetailScreen);
        return {
          Component: function EduApplicationDetail() {
            const { appId } = useParams();
            return <Screen key={appId} id={idOf(appId)} paths={EDU_PATHS} />;
          },
        };
      },
    },
    {
      path: EDU_PATHS.registration(),
      handle: title("pages.registration"),
      lazy: async () => {
        const Screen = await applications(loadRegistrationScreen);
        return {
          Component: function EduRegistration() {
            const [query] = useSearchParams();
            const id = idOf(query.get("id")) || null;
            return <Screen key={id ?? "open"} applicationId={id} paths={EDU_PATHS} />;
          },
        };
      },
    },
    {
      path: EDU_PATHS.qnaAsk,
      handle: title("pages.qnaAsk"),
      lazy: async () => {
        const ContactUsRegisterScreen = await inquiries(loadContactUsRegisterScreen);
        return {
          Component: () => (
            <ContactUsRegisterScreen
              site={SITE}
              area="travel"
              paths={{ list: EDU_PATHS.qna, detail: EDU_PATHS.qnaDetail }}
            />
          ),
        };
      },
    },
    {
      path: "/seouledutravel/report/submit/:appId",
      handle: title("pages.report"),
      lazy: async () => {
        const Screen = await applications(loadReportSubmitScreen);
        return {
          Component: function EduReport() {
            const { appId } = useParams();
            return <Screen key={appId} id={idOf(appId)} paths={EDU_PATHS} />;
          },
        };
      },
    },
  ],
};

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seouledutravel",
    element: <MicrositeLayout site={seouledutravelSite} />,
    children: [
      {
        path: "seouledutravel",
        Component: SeouledutravelHomePage,
      },
      ...publicRoutes,
      memberRoutes,
      ...authRoutes(seouledutravelAuth),
    ],
  },
];
