import type { ConnectionLabels } from "@blocks/event-stream";
import type { Translate } from "@lib/i18n/feature-text";

/** The connection indicator's words, from the `live` namespace. */
export function connectionLabels(t: Translate): ConnectionLabels {
  return {
    connecting: t("connection.connecting"),
    live: t("connection.live"),
    reconnecting: t("connection.reconnecting"),
  };
}
