import { PartnershipReceiptResponseSchema, type PartnershipReceipt } from "@contracts/partnerships";
import { body, call, freshClient, seededWorld, signIn } from "../../../platform/test/auth-fixtures";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL } from "../../../platform/db/seed-data";

/** A seeded world for the partnership tests: the operator's token, the gate staff's (403) and fresh members. */
export async function partnershipWorld() {
  const world = await seededWorld({ domain: "partnerships.test", label: "venue" });
  const staff = (await signIn(world.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
  return { ...world, staff };
}
export type PartnershipWorld = Awaited<ReturnType<typeof partnershipWorld>>;

let applicants = 0;

/** A valid application, each with its own e-mail address (the per-address limit is not what is tested). */
export function application(overrides: Record<string, unknown> = {}) {
  applicants += 1;
  return {
    venue_name_en: "Seochon Pottery",
    venue_name_ko: "서촌 도예 공방",
    category: "experience",
    district: "jongno",
    address: "12 Jahamun-ro, Jongno-gu, Seoul",
    website: "https://seochon-pottery.example",
    contact_name: "Han Ji-won",
    email: `pottery-${process.pid}-${applicants}@venue.test`,
    phone: "0212345678",
    benefit: { kind: "discount", percent: 15 },
    message: "A pottery class of one hour, in English and Korean.",
    privacy_consent: true,
    ...overrides,
  };
}

/** Sends an application from a fresh client address. */
export const apply = (world: PartnershipWorld, payload: unknown, options: { client?: string; query?: string } = {}) =>
  call(world.app, "POST", `/api/v1/partnerships${options.query ?? ""}`, {
    body: payload,
    client: options.client ?? freshClient(),
  });

/** Applies and answers the receipt (throws unless 201). */
export async function applied(
  world: PartnershipWorld,
  overrides: Record<string, unknown> = {},
): Promise<PartnershipReceipt> {
  const res = await apply(world, application(overrides));
  if (res.status !== 201) throw new Error(`application refused: ${res.status} ${await res.text()}`);
  return PartnershipReceiptResponseSchema.parse(await body(res)).data;
}
