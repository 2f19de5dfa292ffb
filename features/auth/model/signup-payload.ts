import type { SignupBody, SignupSocialBody, SocialIdentity } from "@contracts/auth";
import type { Lang } from "@contracts/settings";
import type { z } from "zod";
import type { registrationSchema, socialSignupSchema } from "./schemas";
import { needsCompany } from "./rules";

type RegistrationOutput = z.output<ReturnType<typeof registrationSchema>>;
type SocialSignupOutput = z.output<ReturnType<typeof socialSignupSchema>>;

/**
 * The sign-up payload of spec point 3 from the form: the confirmation and the check flags stay in the form (the
 * server checks both facts itself), empty optional fields are left out, and `lang` is the page's language.
 */
export function toSignupBody(values: RegistrationOutput, lang: Lang): SignupBody {
  return {
    email: values.email,
    password: values.password,
    lang,
    type: values.type,
    name: values.name,
    login_id: values.login_id || undefined,
    phone: values.phone || undefined,
    company_name: needsCompany(values.type) ? values.company_name || undefined : undefined,
    verification_code: values.verification_code,
    agree_terms: true,
    agree_privacy: true,
    agree_third_party: true,
    agree_age14: true,
    agree_marketing: values.agree_marketing,
  };
}

/** JSON, or multipart form fields with the file when one is attached (spec point 5: sign-up with a file). */
export function signupRequestBody(body: SignupBody, file: File | null | undefined): SignupBody | FormData {
  if (!file) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.append(key, String(value));
  }
  form.append("file", file);
  return form;
}

export function toSocialSignupBody(values: SocialSignupOutput, identity: SocialIdentity, lang: Lang): SignupSocialBody {
  return {
    social_type: identity.social_type,
    social_id: identity.social_id,
    social_token: identity.social_token,
    email: values.email,
    name: values.name,
    lang,
    agree_terms: true,
    agree_privacy: true,
    agree_third_party: true,
    agree_age14: true,
    agree_marketing: values.agree_marketing,
  };
}
