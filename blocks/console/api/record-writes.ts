import { type ReadsMatcher, useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import { type Arguments, useSWRConfig } from "swr";
import type { z } from "zod";

/** What a write's answer puts back in the cache: the record's schema and its read's key. */
export type CachedRecord<R extends { id: number }> = {
  schema: z.ZodType<R>;
  key: (token: string | null, id: number) => Arguments;
};

/**
 * How an operators' screen sends a write on a record: an answer that is the record (`cached.schema`) replaces the
 * cached one without a read, and whatever the outcome the reads `stale` matches are read again (another operator may
 * have moved, and a refusal may mean the record changed).
 */
export function useRecordWrites<R extends { id: number }>(stale: ReadsMatcher, cached?: CachedRecord<R>) {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  const token = useToken("admin");
  return async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      const result = await write();
      const parsed = cached?.schema.safeParse(result);
      if (cached && parsed?.success)
        await mutate(cached.key(token, parsed.data.id), parsed.data, { revalidate: false });
      return result;
    } finally {
      refresh(stale);
    }
  };
}
