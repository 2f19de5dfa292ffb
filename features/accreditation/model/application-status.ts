import type { CompanyProfile, MartApplication } from "@contracts/mart";

/** Where a company stands for this year's mart, as its page explains it. */
export type ApplicationStage = "no_profile" | "not_applied" | "submitted" | "approved" | "rejected" | "withdrawn";

export function applicationStage(profile: CompanyProfile | null): ApplicationStage {
  if (!profile) return "no_profile";
  return profile.application?.status ?? "not_applied";
}

/**
 * One live application per company and year: a company may apply when it has a profile and no application, or
 * after it withdrew one (a rejection stands; operators would have to reopen it).
 */
export function canApply(profile: CompanyProfile | null): boolean {
  const stage = applicationStage(profile);
  return stage === "not_applied" || stage === "withdrawn";
}

/** Only an application still waiting for the organiser can be withdrawn. */
export function canWithdraw(application: MartApplication | null | undefined): boolean {
  return application?.status === "submitted";
}
