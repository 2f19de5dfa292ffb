import { loadGateScreen } from "@features/tour-gate";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { withInstallableGate } from "./gate-pwa";
import { APEC_PATHS } from "./site.config";

/** The scanner's address: exactly this page (a fixed operators' page of the site map, contracts/site-map.ts). */
export const GATE_PATH = `${APEC_PATHS.home}/qrcode`;

/** The gate's page title is the gate's own words, loaded with the screen. */
const handle: MicrositeRouteHandle = { titleKey: "tour-gate:gate.title" };

/**
 * The staff's ticket scanner at a departure's gate (issue 23), behind the operators' sign-in as the MICE operators'
 * pages are. Exactly `/apec2025/qrcode`: `/apec2025/qrcode/{token}` is a ticket's own page, a guest's.
 */
export const apecGateRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: GATE_PATH,
        handle,
        // installable and offline (ADR 0028): the manifest link and the worker come with the scanner only
        lazy: async () => ({ Component: withInstallableGate(await withMessages(loadGateScreen, ["tour-gate"])) }),
      },
    ],
  },
];
