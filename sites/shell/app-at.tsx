import { RouterProvider } from "react-router/dom";
import { createAppMemoryRouter } from "../router";

/** The whole app at one path, through the real router in memory: the frame of every site and screen story. */
export function AppAt({ path }: { path: string }) {
  return <RouterProvider router={createAppMemoryRouter(path)} />;
}
