import { failureHelpers } from "@lib/http/server-failure";
import { translateMessage } from "./messages";

export const { failureText, serverFailure } = failureHelpers(translateMessage);
