import { markFirstScreenShown } from "@lib/document/when-idle";
import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { PageLoading } from "./page-loading";

/** Commits with the page it sits beside: the boundary shows both at once, never this before the page. */
function FirstScreenShown() {
  useEffect(() => markFirstScreenShown(), []);
  return null;
}

/**
 * Holds every site: one suspense boundary so a site's messages and screens can load lazily. The first time the
 * boundary shows a page rather than its fallback, idle work may start (lib/document/when-idle.ts).
 */
export function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
      <FirstScreenShown />
    </Suspense>
  );
}
