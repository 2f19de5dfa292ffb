import { MicrositeHome } from "../shell/microsite-home";

/** `/rok-us`: the summit tour with surveys for a first-time visitor: what it is, when and where, for whom and what comes next. */
export function RokUsHomePage() {
  return (
    <MicrositeHome
      namespace="rok-us"
      highlights={["seoul", "seorak", "jeonju", "busan", "jeju"]}
      audience={["guests", "organisers"]}
    />
  );
}
