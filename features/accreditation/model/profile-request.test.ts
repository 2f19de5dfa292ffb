import { describe, expect, it } from "vitest";
import { profileFixture } from "../mocks/fixtures";
import { profileDefaults } from "./profile-form";
import { toProfileRequest } from "./profile-request";

const values = profileDefaults(profileFixture, { role: "buyer", origin: null });

describe("toProfileRequest", () => {
  it("sends JSON when no file was chosen", () => {
    const body = toProfileRequest(values, "buyer");
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toMatchObject({ name_en: "Almaty MedTravel", languages: ["ru", "kk", "en"], staff_count: 24 });
  });

  it("sends multipart with the files, arrays and objects JSON-encoded, numbers and flags as text", () => {
    const logo = new File(["png"], "logo.png", { type: "image/png" });
    const brochure = new File(["pdf"], "brochure.pdf", { type: "application/pdf" });
    const form = toProfileRequest({ ...values, logo: [logo], documents: [brochure, brochure] }, "buyer");
    if (!(form instanceof FormData)) throw new Error("expected multipart");
    expect(form.get("name_ko")).toBe("알마티 메드트래블");
    expect(form.get("languages")).toBe('["ru","kk","en"]');
    expect(form.get("social_ids")).toBe('{"whatsapp":"+77015550123"}');
    expect(form.get("keep_document_ids")).toBe("[31]");
    expect(form.get("staff_count")).toBe("24");
    expect(form.get("participated_before")).toBe("true");
    expect((form.get("logo") as File).name).toBe("logo.png");
    expect(form.getAll("documents")).toHaveLength(2);
    expect(form.get("banner")).toBeNull();
  });

  it("leaves out what has no value and flags that are off, so the contract's defaults apply", () => {
    const banner = new File(["png"], "banner.png", { type: "image/png" });
    const form = toProfileRequest(
      { ...values, banner: [banner], staff_count: "", participated_before: false, remove_logo: false },
      "seller",
    ) as FormData;
    expect(form.has("staff_count")).toBe(false);
    expect(form.has("participated_before")).toBe(false);
    expect(form.has("participation_count")).toBe(false);
    expect(form.has("remove_logo")).toBe(false);
    expect(form.has("buyer_category")).toBe(false);
    // an empty optional text is still an answer
    expect(form.get("department")).toBe("Partnerships");
    expect(form.get("phone")).toBe("77272501234");
  });
});
