import { createContext, useContext } from "react";

/** What a server render learns while it runs: a part that only the browser can show asks for the plain shell. */
export class ServerRenderReport {
  clientOnly = false;
  /** A not-found screen was drawn: the page answers 404 whatever route drew it. */
  notFound = false;
  markClientOnly(): void {
    this.clientOnly = true;
  }
  markNotFound(): void {
    this.notFound = true;
  }
}

const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Set around a server render (sites/entry-server.tsx); absent in the browser. */
export const ServerRender = ServerRenderContext.Provider;

/**
 * For a part that depends on who is signed in (a guard, a member's page): on the server it marks the page as one
 * the browser renders and returns true; in the browser it returns false.
 */
export function useClientOnlyOnServer(): boolean {
  const report = useContext(ServerRenderContext);
  report?.markClientOnly();
  return report !== null;
}

/** For the not-found screen: on the server the page answers 404; in the browser it does nothing. */
export function useNotFoundOnServer(): void {
  useContext(ServerRenderContext)?.markNotFound();
}
