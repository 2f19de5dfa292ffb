import type { MartRole } from "@contracts/mart";

/** The profile form's sections, in the order they are shown. */
export const PROFILE_SECTIONS = [
  "company",
  "contact",
  "address",
  "business",
  "figures",
  "buyer",
  "participation",
  "languages",
  "uploads",
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Buyers also say what kind of buyer they are and where they come from; sellers get theirs from the account. */
export function sectionsFor(role: MartRole): ProfileSection[] {
  return PROFILE_SECTIONS.filter((section) => section !== "buyer" || role === "buyer");
}
