import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { createdAt } from "../../platform/db/columns";

/** Updates for the venue screens; every server process tails this table (contracts/live.ts). */
export const liveUpdates = pgTable(
  "live_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull().default("sitmmt"),
    payload: jsonb("payload").notNull(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("live_updates_channel_idx").on(t.channel, t.id)],
);
