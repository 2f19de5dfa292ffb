import { loadProgrammeFinderScreen } from "@features/business-leisure";
import type { RouteObject } from "react-router";
import { useSearchParams } from "react-router";
import { MicrositeLayout, type MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { BLEISURE_PATHS, bleisureSite } from "./site.config";
import { BleisureHomePage } from "./bleisure-home-page";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "bleisure",
    element: <MicrositeLayout site={bleisureSite} />,
    children: [
      { path: "bleisure", Component: BleisureHomePage },
      {
        // the programmes by free time (rendered on the server with its data, ADR 0024); the window is in the address
        path: BLEISURE_PATHS.tourProgram,
        handle: title("pages.tourProgram"),
        lazy: async () => {
          const ProgrammeFinderScreen = await withMessages(loadProgrammeFinderScreen, ["business-leisure"]);
          return {
            Component: function BleisureTourProgram() {
              const [query, setQuery] = useSearchParams();
              return (
                <ProgrammeFinderScreen
                  query={query}
                  onQueryChange={(next) => setQuery(next, { replace: true })}
                  paths={{ programme: BLEISURE_PATHS.programme }}
                />
              );
            },
          };
        },
      },
    ],
  },
];
