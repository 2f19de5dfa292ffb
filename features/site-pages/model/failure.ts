import { failureHelpers } from "@lib/http/server-failure";
import type { Translate } from "./translate";

/** Site pages carry no contract messages of their own: a server's words are shown as they came. */
const asWritten = (message: string, _t: Translate) => message;

export const { failureText } = failureHelpers(asWritten);
