import { MicrositeHome } from "../shell/microsite-home";

/** `/protocol`: the protocol service for a first-time visitor: what it covers, when and where, for whom and what comes next. */
export function ProtocolHomePage() {
  return (
    <MicrositeHome
      namespace="protocol"
      highlights={["vehicles", "immigration", "tours"]}
      audience={["officers", "delegations"]}
    />
  );
}
