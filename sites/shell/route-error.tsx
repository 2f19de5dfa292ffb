import { lazy, Suspense } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageLoading } from "./page-loading";

// Error and not-found screens use the design system's buttons; they load when needed, keeping the shell small.
const NotFoundScreen = lazy(async () => ({ default: (await import("./not-found-screen")).NotFoundScreen }));
const UnexpectedErrorScreen = lazy(async () => ({
  default: (await import("./unexpected-error-screen")).UnexpectedErrorScreen,
}));

/** Last line of defence for a screen that throws. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  // noted by the server's render on every such page (module-notes.ts): the page's HTML names the screen's chunk
  if (import.meta.env.SSR && notFound) void import("./not-found-screen");
  if (import.meta.env.SSR && !notFound) void import("./unexpected-error-screen");
  return <Suspense fallback={<PageLoading />}>{notFound ? <NotFoundScreen /> : <UnexpectedErrorScreen />}</Suspense>;
}
