import { type EventCategory, EventCategorySchema } from "@contracts/things-to-do";

/**
 * The category the address names (`?category=`): one of the events' categories, or undefined (every category) for
 * none or anything else, so an old or mistyped link opens the whole list rather than an empty one.
 */
export function categoryOf(value: string | null | undefined): EventCategory | undefined {
  const parsed = EventCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
