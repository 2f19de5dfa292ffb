import type { CompanyProfileBody, MartRole } from "@contracts/mart";
import { type ProfileFormValues, toProfileBody } from "./profile-form";

/**
 * The multipart form of a profile body: every field as text, arrays and objects JSON-encoded (the contract's
 * rule). A field with no value (null) or a flag that is off is left out, so the contract's default applies: a
 * text "false" or "" would otherwise be read back as true or 0 by its coercions.
 */
export function toMultipart(
  body: CompanyProfileBody,
  files: { logo?: File; banner?: File; documents: File[] },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === false) continue;
    const text =
      typeof value === "string"
        ? value
        : typeof value === "number" || typeof value === "boolean"
          ? String(value)
          : JSON.stringify(value);
    form.append(name, text);
  }
  if (files.logo) form.append("logo", files.logo, files.logo.name);
  if (files.banner) form.append("banner", files.banner, files.banner.name);
  for (const file of files.documents) form.append("documents", file, file.name);
  return form;
}

/** `PUT /api/v1/mart/business/me`: JSON, or multipart when a file was chosen. */
export function toProfileRequest(values: ProfileFormValues, role: MartRole): CompanyProfileBody | FormData {
  const body = toProfileBody(values, role);
  const logo = values.logo[0];
  const banner = values.banner[0];
  if (!logo && !banner && values.documents.length === 0) return body;
  return toMultipart(body, { logo, banner, documents: values.documents });
}
