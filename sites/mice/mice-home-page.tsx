import { MicrositeHome } from "../shell/microsite-home";

/** `/mice`: the MICE fair for a first-time visitor: what it is, when and where, for whom and what comes next. */
export function MiceHomePage() {
  return (
    <MicrositeHome
      namespace="mice"
      highlights={["exhibition", "meetings", "conference"]}
      audience={["visitors", "buyers", "sellers"]}
    />
  );
}
