import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, integer, text, timestamp } from "drizzle-orm/pg-core";

// Columns and checks that many domains' tables share.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Raw bytes: PGlite reads bytea as Uint8Array, node-postgres as Buffer; both come back as Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A row that belongs to another: it cannot be without it and goes when that row goes. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

/** A row another one needs: it refers to it and keeps it from being deleted. */
export const refersTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** An uploaded file kept in the database: its name, its type (checked by content on upload), its size and bytes. */
export const storedFile = () => ({
  name: text("name").notNull(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
});

/** Money is kept in integer minor units (cents for USD, won for KRW) next to its currency; the API speaks major units. */
export const CURRENCY_SQL = sql.raw(`'USD', 'KRW'`);
