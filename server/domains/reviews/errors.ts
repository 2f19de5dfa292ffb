import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

/** `alreadyReviewed` -> `ALREADY_REVIEWED`. */
const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/**
 * An error factory for one contract's message table: the contract's message as it is (the client maps it to its
 * languages), and a stable code of the domain's prefix and the key, e.g. REVIEW_ALREADY_REVIEWED.
 */
export function contractErrors<K extends string>(prefix: string, messages: Readonly<Record<K, string>>) {
  return (status: ContentfulStatusCode, key: K, field?: string): AppError =>
    new AppError(status, `${prefix}_${snake(key)}`, messages[key], field);
}
