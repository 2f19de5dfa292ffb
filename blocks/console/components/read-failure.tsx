import { PageFailure, type PageFailureProps } from "@blocks/feature-kit";
import type { ReactNode } from "react";

/** What a read (SWR's answer) holds that its failure notice needs: the error, and a way to read again. */
export type FailedRead = { error?: unknown; mutate: () => unknown };

/**
 * An operators' list's failed read, in the feature's words with a way to read it again; nothing (null) while the read
 * has not failed, as a list page's `failure` slot expects.
 */
export function readFailure(read: FailedRead, notice: Omit<PageFailureProps, "error" | "onRetry">): ReactNode {
  return read.error ? <PageFailure {...notice} error={read.error} onRetry={() => void read.mutate()} /> : null;
}
