import type { CommonCode } from "@contracts/common";
import { INQUIRY_SITE_TYPES, type InquirySite, PUBLIC_QNA_SITES, type PublicQnaSite } from "@contracts/inquiries";

/**
 * The inquiry types a site offers, in the server's order: the `inquiry_type` codes hold every site's, and a code of
 * another site would only be refused (400 on `type`) after the person had written their question.
 */
export function siteInquiryTypes(codes: readonly CommonCode[], site: InquirySite): CommonCode[] {
  const offered = INQUIRY_SITE_TYPES[site];
  return codes.filter((code) => offered.includes(code.code));
}

/** Whether a site shows its questions and answers to everyone (a Q&A board), not to the asker alone. */
export function isPublicQnaSite(site: InquirySite): site is PublicQnaSite {
  return (PUBLIC_QNA_SITES as readonly string[]).includes(site);
}
