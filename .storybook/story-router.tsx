import type { Decorator } from "@storybook/react-vite";
import { configureTransport } from "@lib/http/client";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { SIGN_IN_PATH } from "@lib/session/areas";
import { type ReactNode, useLayoutEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";

/** Any page a story's screen navigates to: it names itself, so a play function can see where the person went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <main id="main" className="p-8">
      <h1 className="text-xl font-semibold">{`Page: ${pathname}${search}`}</h1>
    </main>
  );
}

/**
 * Plays the app's transport hook for a 401: the area's sign-in page with the way back, as sites/shell/runtime.ts
 * does (toasts are left out so screenshots never catch one mid-fade).
 */
function UnauthorizedRedirect({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    configureTransport({
      onUnauthorized: (area) => {
        // several calls can fail at once: the first one moves to the sign-in page, the rest are not news
        if (pathname === SIGN_IN_PATH[area]) return;
        void navigate(signInUrl(SIGN_IN_PATH[area], pathname + search), { replace: true });
      },
    });
    return () => configureTransport({});
  }, [navigate, pathname, search]);
  return children;
}

/** Where a story's screen stands: `parameters.route = { path, pattern }` (pattern defaults to the path). */
export type StoryRoute = { path: string; pattern?: string };

/**
 * Renders the story's screen at `parameters.route.path` (matched by `pattern`, for `:params`) in a memory router;
 * any other path shows `Elsewhere`, so navigation is visible.
 */
export const withRoute: Decorator = (Story, { parameters }) => {
  const { path, pattern } = (parameters.route ?? { path: "/" }) as StoryRoute;
  return (
    <MemoryRouter initialEntries={[path]}>
      <UnauthorizedRedirect>
        <Routes>
          <Route path={pattern ?? path.split("?")[0]} element={<Story />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </UnauthorizedRedirect>
    </MemoryRouter>
  );
};

/**
 * A story's `afterEach`, before its screenshot: lets the last render paint and every CSS transition it started
 * finish, so the picture never catches one halfway. A pressed button is also let go of: whether it still shows its
 * focus ring depends on when the browser moved focus off it while it was busy (disabled), which varies run to run.
 * Endless animations (spinners) are not transitions and are left alone.
 */
export async function settle(): Promise<void> {
  const active = document.activeElement;
  if (active instanceof HTMLButtonElement) active.blur();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
}
