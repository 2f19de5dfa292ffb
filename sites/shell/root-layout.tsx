import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoading } from "./page-loading";

/** Holds every site: one suspense boundary so a site's messages and screens can load lazily. */
export function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
