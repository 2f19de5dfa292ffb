import { POSITIONS_PER_CALL, type PositionInput } from "@contracts/tracking";

/** Where the queue keeps its positions between page loads (the browser's localStorage, or a stand-in in tests). */
export type QueueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Positions kept at most while they cannot be sent: about three hours at one a second; the oldest go first. */
export const QUEUE_LIMIT = 10_000;

export const queueKey = (vehicleId: number) => `vehicle-tracking.queue.${vehicleId}`;

function isPosition(value: unknown): value is PositionInput {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.lat === "number" && typeof v.lng === "number" && typeof v.recorded_at === "string";
}

/**
 * A driver's positions waiting to be sent, oldest first, kept in the browser's storage so a reload or a closed tab
 * loses none. A position is taken off only once the server has acknowledged the batch it went in; sending the
 * same batch again is harmless, as the server keeps a reading (vehicle, time) once.
 */
export class PositionQueue {
  private items: PositionInput[];

  constructor(
    private readonly storage: QueueStorage | null,
    readonly vehicleId: number,
  ) {
    this.items = PositionQueue.read(storage, vehicleId);
  }

  private static read(storage: QueueStorage | null, vehicleId: number): PositionInput[] {
    try {
      const parsed = JSON.parse(storage?.getItem(queueKey(vehicleId)) ?? "[]") as unknown;
      return Array.isArray(parsed) ? parsed.filter(isPosition) : [];
    } catch {
      return [];
    }
  }

  private save() {
    try {
      if (this.items.length === 0) this.storage?.removeItem(queueKey(this.vehicleId));
      else this.storage?.setItem(queueKey(this.vehicleId), JSON.stringify(this.items));
    } catch {
      // storage full or refused (private mode): the queue still holds them in memory
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** Adds a reading at its place by time (a reading already queued, by its time, is kept once). */
  add(position: PositionInput): void {
    const at = Date.parse(position.recorded_at);
    // readings come in time order: look from the end for its place
    let index = this.items.length;
    while (index > 0) {
      const before = this.items[index - 1] as PositionInput;
      if (before.recorded_at === position.recorded_at) return;
      if (Date.parse(before.recorded_at) < at) break;
      index -= 1;
    }
    if (this.items[index]?.recorded_at === position.recorded_at) return;
    this.items.splice(index, 0, position);
    if (this.items.length > QUEUE_LIMIT) this.items.splice(0, this.items.length - QUEUE_LIMIT);
    this.save();
  }

  /** The oldest positions, as many as one call takes. */
  next(max = POSITIONS_PER_CALL): PositionInput[] {
    return this.items.slice(0, max);
  }

  /** Takes off the positions of a batch the server acknowledged (or refused for good). */
  remove(batch: readonly PositionInput[]): void {
    const sent = new Set(batch.map((item) => item.recorded_at));
    this.items = this.items.filter((item) => !sent.has(item.recorded_at));
    this.save();
  }

  /** Forgets every waiting position (the driver stopped the trip and chose to discard them). */
  clear(): void {
    this.items = [];
    this.save();
  }
}
