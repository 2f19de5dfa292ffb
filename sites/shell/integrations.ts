import type { AppConfig } from "@contracts/app-config";
import { createAnalytics } from "@lib/integrations/analytics";
import { createChat } from "@lib/integrations/chat";
import { createRouteChangeHandler } from "@lib/navigation/route-change";

/**
 * The route-change hook's third-party adapters (page views, the customer chat), for a deployment that keys one of
 * them. Loaded by the runtime only then (sites/shell/runtime.ts): most pages carry neither.
 */
export function integrationsOnRouteChange(config: AppConfig): (pathname: string) => void {
  return createRouteChangeHandler({
    trackPageView: createAnalytics(config.analyticsId).trackPageView,
    chat: createChat(config.chatPluginKey),
  });
}
