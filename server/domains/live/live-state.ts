import {
  applyLiveUpdate,
  EMPTY_LIVE_STATE,
  LIVE_MESSAGES,
  type LiveState,
  type LiveUpdate,
  LiveUpdateBodySchema,
} from "@contracts/live";
import { and, asc, desc, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { liveUpdates } from "./tables";
import { AppError } from "../../platform/http/errors";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DbOrTx = Db | Tx;

/** The mart's venue screens; the table can hold other channels, the routes serve this one. */
export const LIVE_CHANNEL = "sitmmt";

/** One stored update as the fold reads it. */
export type LiveRow = { id: number; payload: unknown; createdAt: Date };

const ROW = { id: liveUpdates.id, payload: liveUpdates.payload, createdAt: liveUpdates.createdAt };

/**
 * Folds rows (in id order) into a state. A row whose payload no longer parses still moves the version on, so a
 * cursor built on the version never reads it again.
 */
export function foldLiveRows(state: LiveState, rows: readonly LiveRow[]): LiveState {
  let next = state;
  for (const row of rows) {
    const parsed = LiveUpdateBodySchema.safeParse(row.payload);
    next = parsed.success ? applyLiveUpdate(next, parsed.data, row.id, row.createdAt) : { ...next, version: row.id };
  }
  return next;
}

/** Rows of a channel after `afterId`, oldest first (what a poller reads on each tick). */
export function liveRowsAfter(db: DbOrTx, channel: string, afterId: number, limit: number): Promise<LiveRow[]> {
  return db
    .select(ROW)
    .from(liveUpdates)
    .where(and(eq(liveUpdates.channel, channel), gt(liveUpdates.id, afterId)))
    .orderBy(asc(liveUpdates.id))
    .limit(limit);
}

const kindOf = sql`${liveUpdates.payload}->>'kind'`;

async function latestOfKind(db: DbOrTx, channel: string, kind: LiveUpdate["kind"]): Promise<LiveRow | undefined> {
  const [row] = await db
    .select(ROW)
    .from(liveUpdates)
    .where(and(eq(liveUpdates.channel, channel), sql`${kindOf} = ${kind}`))
    .orderBy(desc(liveUpdates.id))
    .limit(1);
  return row;
}

/**
 * The channel's current state without reading its whole history: an announcement replaces the one before and a
 * round replaces the round before (with its timer actions), so the latest announcement, the latest round and the
 * timer actions after it give the same state as folding every row. The version is the channel's last id.
 */
export async function loadLiveState(db: DbOrTx, channel: string): Promise<LiveState> {
  const [announcement, round, [last]] = await Promise.all([
    latestOfKind(db, channel, "announcement"),
    latestOfKind(db, channel, "round"),
    db
      .select({ id: max(liveUpdates.id) })
      .from(liveUpdates)
      .where(eq(liveUpdates.channel, channel)),
  ]);
  const timers = round
    ? await db
        .select(ROW)
        .from(liveUpdates)
        .where(and(eq(liveUpdates.channel, channel), gt(liveUpdates.id, round.id), sql`${kindOf} = 'timer'`))
        .orderBy(asc(liveUpdates.id))
    : [];
  const rows = [announcement, round, ...timers].filter((row): row is LiveRow => row !== undefined);
  rows.sort((a, b) => a.id - b.id);
  const folded = foldLiveRows(EMPTY_LIVE_STATE, rows);
  return { ...folded, version: Number(last?.id ?? 0) };
}

// Any 32-bit number unlikely to be taken by another advisory lock of this database ("LIVE" in ASCII).
const LOCK_SPACE = 0x4c495645;

export type PushLiveUpdateInput = { channel: string; update: LiveUpdate; accountId: number | null; at: Date };

/**
 * Stores one update and answers the state it leads to. Writers of a channel take turns (an advisory lock held to
 * the commit), so ids become visible in the order they were given out: a poller that reads `id > last` can never
 * skip a row that commits late. A timer action needs a round to act on (409 otherwise).
 */
export function pushLiveUpdate(db: Db, { channel, update, accountId, at }: PushLiveUpdateInput): Promise<LiveState> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${channel}))`);
    const state = await loadLiveState(tx, channel);
    if (update.kind === "timer" && !state.round) throw new AppError(409, "LIVE_NO_ROUND", LIVE_MESSAGES.noRound);
    const [row] = await tx
      .insert(liveUpdates)
      .values({ channel, payload: update, createdBy: accountId, createdAt: at })
      .returning({ id: liveUpdates.id });
    if (!row) throw new Error("live update insert returned nothing");
    return applyLiveUpdate(state, update, row.id, at);
  });
}
