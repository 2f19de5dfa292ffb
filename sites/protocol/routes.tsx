import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { protocolAdminRoutes, protocolDriveRoute } from "./admin-routes";
import { protocolMemberRoutes, protocolShareRoute } from "./member-routes";
import { ProtocolHomePage } from "./protocol-home-page";
import { protocolAuth, protocolOperatorsAuth, protocolSite } from "./site.config";

/**
 * The protocol site's routes under the shared microsite layout (issue 25): the home page comes with the routes (it is
 * the first page most visitors see: no extra hop), every other page is its own lazy chunk: the delegation's pages
 * behind the member sign-in, a share link's map for anyone holding it, the driver's and the operators' pages behind
 * the operators' sign-in, and the sign-in pages of both (the delegation's and the operators').
 */
export const routes: RouteObject[] = [
  {
    id: "protocol",
    element: <MicrositeLayout site={protocolSite} />,
    children: [
      { path: "protocol", Component: ProtocolHomePage },
      protocolShareRoute,
      protocolMemberRoutes,
      protocolDriveRoute,
      protocolAdminRoutes,
      ...authRoutes(protocolAuth),
      ...authRoutes(protocolOperatorsAuth),
    ],
  },
];
