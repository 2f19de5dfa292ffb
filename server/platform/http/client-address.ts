import { isIP, isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { socketOf } from "./loopback";

/** Finds the caller's address for throttling; tests and odd deployments may pass their own. */
export type ClientAddressResolver = (c: Context) => string | undefined;

/** The most proxies in front of the server that TRUST_PROXY may name. */
export const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: how many reverse proxies stand between the clients and this server. Unset, `0`, `false`: none (the
 * socket's address is the client's); `1`, `true`, `yes`, `on`: one; `2` ... `10`: that many (a CDN in front of a
 * load balancer is 2). Anything else stops the start-up.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "" || /^(0|false|no|off)$/.test(text)) return 0;
  if (/^(true|yes|on)$/.test(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_PROXY_HOPS) return hops;
  }
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (0-${MAX_PROXY_HOPS}, or true/false), got ${value}`,
  );
}

/**
 * An address as one spelling: no port, no brackets, no zone, IPv6 in lower case, and an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.9`, as a dual-stack socket reports IPv4 clients) as plain IPv4. Undefined when it is no address.
 */
export function normaliseAddress(raw: string | undefined): string | undefined {
  let text = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return undefined;
  const groups = ipv6Groups(text);
  if (groups?.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return text;
}

/**
 * The client's address behind `trustedHops` proxies. Each proxy appends the address it received the request from
 * to X-Forwarded-For, so the chain is read from the right: the socket is the nearest proxy, the last entry is what
 * it saw, and so on `trustedHops` steps. Entries further left were written by the client and are never used (taking
 * the first entry let anyone pick a fresh address per request). A chain shorter than the hops (a request that came
 * through fewer proxies) or a malformed entry stops the walk at the last address a trusted proxy vouched for.
 */
export function clientAddressOf(c: Context, trustedHops: number): string {
  const socket = socketOf(c)?.remoteAddress;
  let address = normaliseAddress(socket) ?? socket ?? "unknown";
  if (trustedHops <= 0) return address;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let hop = 1; hop <= trustedHops && hop <= chain.length; hop += 1) {
    const entry = normaliseAddress(chain[chain.length - hop]);
    if (entry === undefined) break;
    address = entry;
  }
  return address;
}

function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The unit limits are counted in: an IPv4 address as it is, an IPv6 address as its /64 network. One subscriber
 * usually holds a whole /64 and can use a fresh address from it for every request, so counting single IPv6
 * addresses would not limit anyone.
 */
export function throttleBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
