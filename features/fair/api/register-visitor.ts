import { sendForm } from "@blocks/feature-kit";
import {
  type VisitorRegistration,
  type VisitorRegistrationBody,
  VisitorRegistrationResponseSchema,
} from "@contracts/mice";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { isMyRegistrationKey } from "./get-my-registration";
import { MY_VISITOR_PATH } from "./paths";

/** `POST /api/v1/mice/visitor/me` (201): the registration with its badge; 400 names every field at fault. */
export function registerVisitor(area: Area, body: VisitorRegistrationBody, lang: Lang): Promise<VisitorRegistration> {
  return sendForm(MY_VISITOR_PATH, {
    method: "POST",
    schema: VisitorRegistrationResponseSchema.shape.data,
    body,
    query: { lang },
    area,
  });
}

/** The answer replaces the cached registration, so the badge shows without a second request. */
export function useRegisterVisitor(area: Area, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<VisitorRegistration, Error, readonly [string, Area, "register"], VisitorRegistrationBody>(
    [MY_VISITOR_PATH, area, "register"] as const,
    async (_key, { arg }) => {
      const registration = await registerVisitor(area, arg, lang);
      await mutate(isMyRegistrationKey(area), registration, { revalidate: false });
      return registration;
    },
  );
}
