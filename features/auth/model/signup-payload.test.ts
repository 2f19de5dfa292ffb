import { SignupBodySchema } from "@contracts/auth";
import { describe, expect, it } from "vitest";
import { completeRegistration } from "../mocks/registration-values";
import { registrationSchema } from "./schemas";
import { signupRequestBody, toSignupBody } from "./signup-payload";

const t = (key: string) => key;

const values = registrationSchema(t).parse({
  ...completeRegistration("buyer"),
  company_name: "Han River Tours",
  agree_marketing: true,
});

describe("sign-up payload", () => {
  it("is what the contract accepts, without the form-only fields", () => {
    const body = toSignupBody(values, "ko");
    expect(SignupBodySchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      email: "minji@example.com",
      password: "Travel2026",
      lang: "ko",
      type: "buyer",
      name: "Minji Kim",
      login_id: undefined,
      phone: undefined,
      company_name: "Han River Tours",
      verification_code: "123456",
      agree_terms: true,
      agree_privacy: true,
      agree_third_party: true,
      agree_age14: true,
      agree_marketing: true,
    });
    expect(body).not.toHaveProperty("password_confirm");
  });

  it("is JSON without a file and multipart with one", () => {
    const body = toSignupBody(values, "en");
    expect(signupRequestBody(body, null)).toBe(body);
    const file = new File(["%PDF"], "licence.pdf", { type: "application/pdf" });
    const form = signupRequestBody(body, file);
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(data.get("email")).toBe("minji@example.com");
    expect(data.get("agree_marketing")).toBe("true");
    expect(data.has("phone")).toBe(false);
    expect((data.get("file") as File).name).toBe("licence.pdf");
  });
});
