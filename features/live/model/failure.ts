import { failureHelpers } from "@lib/http/server-failure";
import { translateMessage } from "./messages";

export type { ServerFailure } from "@lib/http/server-failure";
export const { failureText, serverFailure } = failureHelpers(translateMessage);
