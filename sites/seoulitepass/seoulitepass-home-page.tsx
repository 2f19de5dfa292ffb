import { MicrositeHome } from "../shell/microsite-home";

/** `/seoulitepass`: the visitor pass for a first-time visitor: what it is, where it works, for whom and what comes next. */
export function SeoulitepassHomePage() {
  return (
    <MicrositeHome
      namespace="seoulitepass"
      highlights={["transit", "attractions", "airport"]}
      audience={["firstVisit", "business"]}
    />
  );
}
