import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./edu-steps";

/** An API answer as the journeys read it. */
export type ApiResponse = Awaited<ReturnType<APIRequestContext["get"]>>;

/** The `data` of a successful answer; a failure fails the step with its address, status and body. */
export async function data<T>(res: ApiResponse): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The headers of API calls as `email`, signed in with `password` to the sign-in `area`. */
export async function headersOf(request: APIRequestContext, email: string, password: string, area: "member" | "admin") {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email, password },
    headers: { "X-Auth-Area": area },
  });
  const { accessToken } = await data<{ accessToken: string }>(res);
  return { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": area };
}

/** The headers of API calls as the member `email` (the demo password). */
export const memberHeadersOf = (request: APIRequestContext, email: string) =>
  headersOf(request, email, DEMO_PASSWORD, "member");
