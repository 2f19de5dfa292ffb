import type { MemberType } from "@contracts/auth";
import { emptyRegistration } from "../model/schemas";

/** A registration form a person has filled in completely: checked, verified, every required consent given. */
export const completeRegistration = (type: MemberType) => ({
  ...emptyRegistration(type),
  name: "Minji Kim",
  email: "minji@example.com",
  check_duplicate: true,
  verification_code: "123456",
  email_verified: true,
  password: "Travel2026",
  password_confirm: "Travel2026",
  agree_terms: true,
  agree_privacy: true,
  agree_third_party: true,
  agree_age14: true,
});
