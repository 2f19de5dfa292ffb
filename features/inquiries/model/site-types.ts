import type { CommonCode } from "@contracts/common";
import { INQUIRY_SITE_TYPES, type InquirySite, PUBLIC_QNA_SITES, type PublicQnaSite } from "@contracts/inquiries";

/**
 * The inquiry types a site offers, in the site's order (its own topics first, "other" last): the `inquiry_type`
 * codes hold every site's, and a code of another site would only be refused (400 on `type`) after the person had
 * written their question. A code the server does not have is left out.
 */
export function siteInquiryTypes(codes: readonly CommonCode[], site: InquirySite): CommonCode[] {
  const byCode = new Map(codes.map((code) => [code.code, code]));
  return INQUIRY_SITE_TYPES[site].flatMap((value) => byCode.get(value) ?? []);
}

/** Whether a site shows its questions and answers to everyone (a Q&A board), not to the asker alone. */
export function isPublicQnaSite(site: InquirySite): site is PublicQnaSite {
  return (PUBLIC_QNA_SITES as readonly string[]).includes(site);
}
