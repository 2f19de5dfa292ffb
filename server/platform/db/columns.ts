import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, date, integer, serial, text, timestamp } from "drizzle-orm/pg-core";

// Columns and checks that many domains' tables share.

/** A table's own number, given by the database. */
export const id = () => serial("id").primaryKey();

/** A moment in time: kept with its time zone, so every process reads the same instant. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** A calendar day without a time, read and written as `YYYY-MM-DD`. */
export const calendarDay = <TName extends string>(name: TName) => date(name, { mode: "string" });

export const createdAt = () => instant("created_at").notNull().defaultNow();

export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

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
