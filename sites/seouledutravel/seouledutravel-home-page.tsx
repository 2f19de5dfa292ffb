import { MicrositeHome } from "../shell/microsite-home";

/** `/seouledutravel`: the education trip programme for a first-time visitor: what it offers, when and where, who can apply and what comes next. */
export function SeouledutravelHomePage() {
  return (
    <MicrositeHome
      namespace="seouledutravel"
      highlights={["exchange", "classes", "culture"]}
      audience={["teachers", "agencies"]}
    />
  );
}
