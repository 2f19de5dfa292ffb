import {
  PASS_VENUES_ADMIN_NAMESPACES,
  loadPassVenueFormScreen,
  loadPassVenuesAdminScreen,
} from "@features/pass-venues-admin";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { PASS_PATHS } from "./site.config";

const screen = <T,>(load: () => Promise<T>) => withMessages(load, PASS_VENUES_ADMIN_NAMESPACES);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: `pass-venues-admin:${key}` });
/** A whole number from the address, or 0 (no venue has it: the screen says "not found"). */
const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

const paths = {
  list: PASS_PATHS.adminVenues,
  create: PASS_PATHS.adminVenueNew,
  venue: PASS_PATHS.adminVenue,
  publicVenue: PASS_PATHS.venue,
};

/**
 * The operators' partner venues (ADR 0030, "Operators' venue pages") under `/seoulitepass/admin/venues`, whose
 * `admin` segment makes them the admin area's pages: the guard sends a guest to the operators' sign-in and back.
 * Guests download none of the operators' code.
 */
export const passVenuesAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: PASS_PATHS.adminVenues,
        handle: title("meta.list"),
        lazy: async () => {
          const PassVenuesAdminScreen = await screen(loadPassVenuesAdminScreen);
          return { Component: () => <PassVenuesAdminScreen paths={paths} /> };
        },
      },
      {
        path: PASS_PATHS.adminVenueNew,
        handle: title("meta.create"),
        lazy: async () => {
          const PassVenueFormScreen = await screen(loadPassVenueFormScreen);
          return { Component: () => <PassVenueFormScreen venueId={null} paths={paths} /> };
        },
      },
      {
        path: `${PASS_PATHS.adminVenues}/:id`,
        handle: title("meta.edit"),
        lazy: async () => {
          const PassVenueFormScreen = await screen(loadPassVenueFormScreen);
          return {
            Component: function PassVenueEdit() {
              const { id } = useParams();
              return <PassVenueFormScreen key={id} venueId={idOf(id)} paths={paths} />;
            },
          };
        },
      },
    ],
  },
];
