import type { Fair } from "@contracts/editions";
import { type ApplyBody, type MartApplication, MartApplicationSchema } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { isMyBusinessKey } from "./get-my-business";
import { MY_APPLICATION_PATH } from "./paths";

/**
 * `POST /api/v1/mart/business/me/application` for a fair's current edition: a 409 (already applied, no profile) is
 * shown by the page.
 */
export async function applyForFair(area: Area, fair: Fair, body: ApplyBody): Promise<MartApplication> {
  const res = await request(MY_APPLICATION_PATH, {
    method: "POST",
    schema: MartApplicationSchema,
    query: fairQuery(fair),
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** `DELETE` withdraws an application still waiting for the organiser. */
export async function withdrawApplication(area: Area, fair: Fair): Promise<void> {
  await request(MY_APPLICATION_PATH, {
    method: "DELETE",
    query: fairQuery(fair),
    // what the answer carries does not matter: the profile is asked again
    schema: z.unknown(),
    auth: true,
    area,
    errorToast: false,
  });
}

const refreshMyBusiness = (mutate: ReturnType<typeof useSWRConfig>["mutate"], area: Area) =>
  mutate(isMyBusinessKey(area));

/** The company's page reads the application from the profile: it is asked again after a change. */
export function useApply(area: Area) {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<MartApplication, Error, readonly [string, Area, "apply", Fair], ApplyBody>(
    [MY_APPLICATION_PATH, area, "apply", fair] as const,
    async (_key, { arg }) => {
      const application = await applyForFair(area, fair, arg);
      await refreshMyBusiness(mutate, area);
      return application;
    },
  );
}

export function useWithdrawApplication(area: Area) {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<void, Error, readonly [string, Area, "withdraw", Fair]>(
    [MY_APPLICATION_PATH, area, "withdraw", fair] as const,
    async () => {
      await withdrawApplication(area, fair);
      await refreshMyBusiness(mutate, area);
    },
  );
}
