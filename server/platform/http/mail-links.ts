import type { Context } from "hono";
import type { AuthConfig } from "../../config";
import { requestOrigin } from "./auth-middleware";
import { isLoopbackHostname, socketOf } from "./loopback";

/** http://localhost:PORT, the origin a person on the server's own machine opens. */
export const loopbackOrigin = (port: number) => new URL(`http://localhost:${port}`).origin;

const portOf = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/**
 * The origin of a link that goes into a mail (password reset, survey link). The mail reaches someone other than
 * the caller, so the request's Host (or a forwarded one) never chooses it:
 * - with PUBLIC_ORIGINS, the caller's origin when it is one of them, else the first;
 * - without, the loopback origin the server listens on: the caller's own when it names this machine on the port the
 *   connection came in on (127.0.0.1:3000, summit.localhost:3000), else http://localhost:PORT.
 * Forging a Host can then at most point a link to the reader's own machine, never to a host the attacker holds.
 */
export function mailLinkOrigin(c: Context, config: AuthConfig): string {
  if (config.publicOrigins.length > 0) return requestOrigin(c, config);
  const port = socketOf(c)?.localPort ?? config.listen.port;
  const asked = new URL(c.req.url);
  if (asked.protocol === "http:" && isLoopbackHostname(asked.hostname) && portOf(asked) === port) return asked.origin;
  return loopbackOrigin(port);
}

/** The start-up warning when mailed links cannot reach anyone on another machine (PUBLIC_ORIGINS unset there). */
export function mailLinkWarning(config: AuthConfig): string | undefined {
  if (config.publicOrigins.length > 0) return undefined;
  if (isLoopbackHostname(config.listen.host) && !config.trustProxy) return undefined;
  return (
    `PUBLIC_ORIGINS is unset: links in mails (password reset, survey invitations) point to ` +
    `${loopbackOrigin(config.listen.port)}, which other machines cannot open; set PUBLIC_ORIGINS to the sites' ` +
    "public origins"
  );
}
