import { appConfig } from "@lib/config/app-config";
import { Navigate } from "react-router";
import { landingPath } from "../landing";

/** `/` lands on the site of the host the visitor came to. */
export function LandingRedirect() {
  return <Navigate to={landingPath(window.location.host, appConfig())} replace />;
}
