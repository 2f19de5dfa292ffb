import { MicrositeHome } from "../shell/microsite-home";

/** `/bleisure`: the business leisure tours for a first-time visitor: what they are, when and where, for whom and what comes next. */
export function BleisureHomePage() {
  return (
    <MicrositeHome namespace="bleisure" highlights={["food", "palaces", "river"]} audience={["delegates", "teams"]} />
  );
}
