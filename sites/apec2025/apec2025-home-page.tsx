import { MicrositeHome } from "../shell/microsite-home";

/** `/apec2025` and `/apec2025korea`: the summit tours for a first-time visitor: what they are, when and where, for whom and what comes next. */
export function Apec2025HomePage() {
  return (
    <MicrositeHome
      namespace="apec2025"
      highlights={["gyeongju", "seoul", "busan"]}
      audience={["delegates", "media", "guests"]}
    />
  );
}
