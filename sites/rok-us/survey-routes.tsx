import type { SurveyArea, SurveyKind } from "@contracts/survey";
import { loadIsSurveyArea, loadSurveyAnswerScreen, loadSurveyEntryScreen } from "@features/survey";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";

// The survey pages load with the first of them, with their messages: a visitor of the tour's other pages downloads
// neither (nor the validation library the survey engine needs).
const survey = <T,>(load: () => Promise<T>) => withMessages(load, ["survey"]);
const notFound = () => import("../shell/not-found-screen");

const HOME = "/rok-us";

/**
 * The survey addresses of spec point 2, for the respondents' routes below, the entry screen's links and the
 * operators' routes alike. Kinds are spelled out here (not read from the contract) to keep the validation library
 * out of the site's first chunk.
 */
export const ROK_US_SURVEY_PATHS = {
  entry: `${HOME}/survey`,
  answer: (kind: SurveyKind, area: SurveyArea) => `${HOME}/survey/${kind}/${area}`,
  results: `${HOME}/survey/list`,
} as const;

const KINDS = ["preliminary", "satisfaction"] as const satisfies readonly SurveyKind[];

/** The respondents' survey pages (issue 9): public pages, the personal link's key travels in a header. */
export const surveyRoutes: RouteObject[] = [
  {
    path: ROK_US_SURVEY_PATHS.entry,
    handle: { titleKey: "pages.survey" } satisfies MicrositeRouteHandle,
    lazy: async () => {
      const SurveyEntryScreen = await survey(loadSurveyEntryScreen);
      return {
        Component: () => <SurveyEntryScreen paths={{ answer: ROK_US_SURVEY_PATHS.answer }} />,
      };
    },
  },
  ...KINDS.map((kind): RouteObject => ({
    path: `${ROK_US_SURVEY_PATHS.entry}/${kind}/:area`,
    handle: { titleKey: `pages.${kind}` } satisfies MicrositeRouteHandle,
    lazy: async () => {
      const [[SurveyAnswerScreen, isSurveyArea], { NotFoundScreen }] = await Promise.all([
        survey(() => Promise.all([loadSurveyAnswerScreen(), loadIsSurveyArea()])),
        notFound(),
      ]);
      return {
        Component: function RokUsSurveyAnswer() {
          const { area } = useParams();
          // an area the tour does not have is a page that does not exist, not a survey that is missing
          if (!isSurveyArea(area)) return <NotFoundScreen homePath={HOME} />;
          return (
            <SurveyAnswerScreen
              key={`${kind}/${area}`}
              kind={kind}
              area={area}
              paths={{ entry: ROK_US_SURVEY_PATHS.entry }}
            />
          );
        },
      };
    },
  })),
];
