import type { Context } from "hono";
import type { StandInMode } from "../../config";
import { isLocalRequest, listensOnLoopback } from "./loopback";

/**
 * The rule every local stand-in follows (ADR 0018, `StandInMode`): the social sign-in page that lets one pick who
 * they are, the card page that marks an order paid.
 */

/** Where the server listens and whether a proxy fronts it: what decides whether others can reach it. */
export type Reachability = { listen: { host: string }; trustProxy: boolean };

/** Whether the stand-in works on this server at all: never with `off`, with `local` only on an unreachable one. */
export function standInServed(mode: StandInMode, server: Reachability): boolean {
  if (mode === "off") return false;
  if (mode === "local") return listensOnLoopback(server.listen.host) && !server.trustProxy;
  return true;
}

/** Whether this caller may use the stand-in: anyone with `open`; with `local`, a client on this machine. */
export function mayUseStandIn(c: Context, mode: StandInMode, server: Reachability): boolean {
  if (!standInServed(mode, server)) return false;
  return mode === "open" || isLocalRequest(c);
}
