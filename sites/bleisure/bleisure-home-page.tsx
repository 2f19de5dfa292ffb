import { lazyComponent } from "@ds/lib/lazy-component";
import { BUSINESS_LEISURE_NAMESPACE, loadBleisureHighlights } from "@features/business-leisure";
import { MicrositeHome } from "../shell/microsite-home";
import { withMessages } from "../shell/with-messages";
import { BLEISURE_PATHS } from "./site.config";

// loaded before the browser takes the home page over (a lazy part), so a press on the quick search is never lost;
// the site's first chunk holds none of its code
const loadHighlights = () => withMessages(loadBleisureHighlights, [BUSINESS_LEISURE_NAMESPACE]);
const { Component: Highlights } = lazyComponent("bleisure-highlights", loadHighlights);

const paths = { finder: BLEISURE_PATHS.tourProgram, programme: BLEISURE_PATHS.programme };

/**
 * `/bleisure`: the business leisure programmes for a first-time visitor: what they are for, when and where, for
 * whom, then a quick "I have N hours" search and the first programmes.
 */
export function BleisureHomePage() {
  // noted by every server render of the home page (module-notes.ts), not only the process's first, which loads the
  // part: the page's HTML names its chunk and its messages
  if (import.meta.env.SSR) void loadHighlights();
  return (
    <MicrositeHome
      namespace="bleisure"
      highlights={["food", "palaces", "river"]}
      audience={["delegates", "teams"]}
      next={<Highlights paths={paths} />}
    />
  );
}
