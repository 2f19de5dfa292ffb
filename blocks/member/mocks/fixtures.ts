import type { Member } from "@contracts/members";

/** The member every story signs in as. */
export const memberFixture: Member = {
  id: 7,
  email: "minji@example.com",
  login_id: "minji@example.com",
  type: "general",
  name: "Minji Kim",
  birthday: "1994-03-07",
  phone: "01012345678",
  gender: "female",
  nationality: "KR",
  passport: "M12345678",
  company_name: null,
  marketing: false,
  social_type: null,
  points: 1250,
  created_at: "2026-01-10T09:00:00+09:00",
};
