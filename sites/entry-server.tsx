// The pages rendered on the server (ADR 0024): the same route objects, screens and messages the browser uses, put
// through React Router's static handler and React's server renderer. Built by `vite build --ssr` into dist/server;
// the API server loads it to answer page requests.
import { DsI18nBridge } from "@lib/i18n/ds-bridge";
import { initI18n, NAMESPACES_OF_PAGES } from "@lib/i18n/i18n";
import type { Lang } from "@lib/i18n/locale";
import type { PageRenderer, RenderedPage } from "@contracts/page-render";
import type { i18n as I18n } from "i18next";
import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";
import { SWRConfig } from "swr";
import { shellRoutesWith } from "./router";
import { ServerRender, ServerRenderReport } from "./shell/server-render";
import { siteForPath } from "./site-registry";

/** One i18n instance per language with every namespace in it: pages never wait for their messages. */
const instances = new Map<Lang, Promise<I18n>>();
function messagesFor(lang: Lang): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = initI18n(lang, NAMESPACES_OF_PAGES);
    instances.set(lang, instance);
    instance.catch(() => instances.delete(lang));
  }
  return instance;
}

/** The routes for a path: the shell's, with the site that owns the path patched in (as the browser discovers it). */
async function routesFor(pathname: string): Promise<RouteObject[]> {
  const site = siteForPath(pathname);
  return shellRoutesWith(site ? (await site.load()).routes : []);
}

/** Collects a server render into one string, once everything that can load has loaded. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () =>
          failed === undefined
            ? resolve(Buffer.concat(chunks).toString("utf8"))
            : reject(failed instanceof Error ? failed : new Error("the page failed to render")),
        );
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/** JSON in a script element of type application/json: `<` escaped so no value can close the element. */
const inertJson = (value: unknown) => JSON.stringify(value ?? null).replace(/</g, "\\u003c");

/**
 * Renders one page request: the static handler resolves the matched routes (their lazy modules and messages), then
 * React renders them. A guest's page: a signed-in visitor's own bits fill in after the browser takes over.
 */
export const renderPage: PageRenderer = async (request: Request, lang: Lang): Promise<RenderedPage> => {
  const url = new URL(request.url);
  const [routes, i18n] = await Promise.all([routesFor(url.pathname), messagesFor(lang)]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const report = new ServerRenderReport();
  const html = await renderToString(
    <StrictMode>
      <ServerRender value={report}>
        <I18nextProvider i18n={i18n}>
          <DsI18nBridge>
            <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SWRConfig>
          </DsI18nBridge>
        </I18nextProvider>
      </ServerRender>
    </StrictMode>,
  );
  if (report.clientOnly) return { kind: "client-only" };
  const hydration = inertJson({ loaderData: context.loaderData, actionData: context.actionData, errors: null });
  return { kind: "page", status: context.statusCode, html, hydration };
};
