import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";

/** The connection a request came in on (Node's socket); absent outside a Node server (tests without `env`). */
export type SocketInfo = { remoteAddress?: string; localPort?: number };

type Incoming = { httpVersion?: string; socket?: SocketInfo };
type NodeBindings = { incoming?: Incoming };

/** Node's incoming request, as @hono/node-server hands it over in `c.env.incoming`. */
function incomingOf(c: Context): Incoming | undefined {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (env?.server ?? env)?.incoming;
}

/** Node's whole incoming request (absent outside a Node server), for reading a body without a web Request. */
export const nodeRequestOf = (c: Context): IncomingMessage | undefined => incomingOf(c) as IncomingMessage | undefined;

/** The request's socket. */
export const socketOf = (c: Context): SocketInfo | undefined => incomingOf(c)?.socket;

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (isIPv4(plain)) return plain.startsWith("127.");
  if (!isIPv6(plain)) return false;
  if (plain === "::1" || plain === "0:0:0:0:0:0:0:1") return true;
  const mapped = /^(?:0:0:0:0:0:|::)ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  return mapped !== undefined && isIPv4(mapped) && mapped.startsWith("127.");
}

/** A host name that can only mean this machine: localhost, *.localhost (RFC 6761) or a loopback address. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.trim().toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || isLoopbackAddress(name);
}

/** HOST names only this machine: 127.0.0.1, ::1, localhost. 0.0.0.0, :: and any other address are reachable. */
export const listensOnLoopback = (host: string) => isLoopbackHostname(host);

/**
 * Headers a proxy adds. A request through a reverse proxy on this machine comes from a loopback socket too; any of
 * these says that someone else is behind it.
 */
const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "via",
] as const;

/**
 * A person on this machine: the socket's own address is loopback (never X-Forwarded-For, which anyone can send),
 * the Host names this machine (a page of another site rebinding its name to 127.0.0.1 still sends its own name), no
 * proxy header says the request was passed on for someone else, and it is not HTTP/1.0, which nginx's proxy_pass
 * speaks by default (with Host set to the upstream's loopback address and no forwarding header) while browsers,
 * curl and test clients speak 1.1.
 */
export function isLocalRequest(c: Context): boolean {
  const incoming = incomingOf(c);
  const remote = incoming?.socket?.remoteAddress;
  if (!remote || !isLoopbackAddress(remote)) return false;
  if (incoming?.httpVersion === "1.0") return false;
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackHostname(new URL(c.req.url).hostname);
}
