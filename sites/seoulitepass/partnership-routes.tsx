import {
  PARTNERSHIP_NAMESPACES,
  loadPartnershipApplicationScreen,
  loadPartnershipApplicationsScreen,
  loadPartnershipApplyScreen,
} from "@features/partnership";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { PASS_PATHS } from "./site.config";

// Each page loads the partnership feature's screen with its messages (and the venues' words it shares).
const screen = <T,>(load: () => Promise<T>) => withMessages(load, PARTNERSHIP_NAMESPACES);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: `partnership:${key}` });
/** A whole number from the address, or 0 (no application has it: the screen says "not found"). */
const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

const adminPaths = { list: PASS_PATHS.adminPartnerships, application: PASS_PATHS.adminPartnership };

/**
 * The venues' partnership (issue 24, ADR 0030): the public application form, and the operators' review under
 * `/seoulitepass/admin/partnerships`, whose `admin` segment makes them the admin area's pages: the guard sends a
 * guest to the operators' sign-in and back. Guests download none of the operators' code.
 */
export const passPartnershipRoutes: RouteObject[] = [
  {
    path: PASS_PATHS.partnership,
    handle: title("meta.apply"),
    lazy: async () => {
      const PartnershipApplyScreen = await screen(loadPartnershipApplyScreen);
      return {
        Component: () => <PartnershipApplyScreen paths={{ venues: PASS_PATHS.affiliate, home: PASS_PATHS.home }} />,
      };
    },
  },
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: PASS_PATHS.adminPartnerships,
        handle: title("meta.list"),
        lazy: async () => {
          const PartnershipApplicationsScreen = await screen(loadPartnershipApplicationsScreen);
          return { Component: () => <PartnershipApplicationsScreen paths={adminPaths} /> };
        },
      },
      {
        path: `${PASS_PATHS.adminPartnerships}/:id`,
        handle: title("meta.application"),
        lazy: async () => {
          const PartnershipApplicationScreen = await screen(loadPartnershipApplicationScreen);
          return {
            Component: function PassPartnershipApplication() {
              const { id } = useParams();
              return <PartnershipApplicationScreen key={id} applicationId={idOf(id)} paths={adminPaths} />;
            },
          };
        },
      },
    ],
  },
];
