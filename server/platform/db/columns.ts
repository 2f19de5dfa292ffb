import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

// Columns and checks that many domains' tables share.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Raw bytes: PGlite reads bytea as Uint8Array, node-postgres as Buffer; both come back as Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money is kept in integer minor units (cents for USD, won for KRW) next to its currency; the API speaks major units. */
export const CURRENCY_SQL = sql.raw(`'USD', 'KRW'`);
