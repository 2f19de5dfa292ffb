// The pages rendered on the server (ADR 0024): the same route objects, screens and messages the browser uses, put
// through React Router's static handler and React's server renderer. Built by `vite build --ssr` into dist/server;
// the API server loads it to answer page requests.
import { DsI18nBridge } from "@lib/i18n/ds-bridge";
import { initI18n, NAMESPACES_OF_PAGES } from "@lib/i18n/i18n";
import type { Lang } from "@lib/i18n/locale";
import type { PageApi, PageRenderer, RenderedPage } from "@contracts/page-render";
import { configureFetch } from "@lib/http/client";
import type { i18n as I18n } from "i18next";
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";
import { type Middleware, SWRConfig, unstable_serialize } from "swr";
import { shellRoutesWith } from "./router";
import { noteNamespaces, notingModules, unnoted } from "./shell/module-notes";
import { ServerRender, ServerRenderReport } from "./shell/server-render";
import { siteForPath } from "./site-registry";

/** One i18n instance per language with every namespace in it: pages never wait for their messages. */
const instances = new Map<Lang, Promise<I18n>>();
function messagesFor(lang: Lang): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = initI18n(lang, NAMESPACES_OF_PAGES).then((i18n) => {
      // every namespace is here already; what a route asks for is noted for the page's hints (module-notes.ts)
      const load = i18n.loadNamespaces.bind(i18n);
      i18n.loadNamespaces = ((namespaces, callback) => {
        noteNamespaces(typeof namespaces === "string" ? [namespaces] : namespaces);
        return load(namespaces, callback);
      }) as I18n["loadNamespaces"];
      return i18n;
    });
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
      // the page is sent whole: a finished part is written in place, never moved in later by an inline script (which
      // the pages' Content-Security-Policy would not run, leaving it hidden); React moves parts past this many bytes
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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

/** How many times a page is rendered to find the data it reads (a read may depend on another's answer). */
const MAX_DATA_PASSES = 3;
/** A read that takes longer leaves its part of the page to the browser rather than hold the page. */
const READ_DEADLINE_MS = 2_000;

/** Headers that make a read someone's own (the page's server render reads as a guest). */
const CREDENTIAL_HEADERS = ["authorization", "x-survey-key", "x-reservation-key"];

/** The page being rendered's API: the screens' reads go through lib/http's transport, answered in-process. */
const currentApi = new AsyncLocalStorage<PageApi>();
configureFetch(async (input, init) => {
  const api = currentApi.getStore();
  if (!api) throw new Error("no API for this read: only a page render reads on the server");
  if ((init?.method ?? "GET") !== "GET") throw new Error("a page render only reads");
  // a read made with a credential (a token, a personal link's key) is the browser's: the server answers a page
  // as anyone would see it, and must not answer such a read as a guest's under the credential's key
  const headers = new Headers(init?.headers);
  if (CREDENTIAL_HEADERS.some((name) => headers.has(name))) throw new Error("a page render reads as a guest");
  return api(typeof input === "string" ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url);
});

type Read = () => Promise<unknown>;

/** How many addresses' reads are remembered (an address's reads are a few SWR keys and their fetchers). */
const MAX_KNOWN_PAGES = 1_000;
/** The reads each (language, address) made when last rendered. */
const knownReads = new Map<string, Map<string, Read>>();

function rememberReads(pageKey: string, reads: Map<string, Read>): void {
  knownReads.delete(pageKey);
  knownReads.set(pageKey, reads);
  for (const oldest of knownReads.keys()) {
    if (knownReads.size <= MAX_KNOWN_PAGES) break;
    knownReads.delete(oldest);
  }
}

/**
 * Notes every read a render asks SWR for (its key and fetcher) that the page does not carry yet. Infinite lists,
 * subscriptions (keys SWR marks with `$`) and mutations (a fetcher of the key and the call's argument) stay the
 * browser's.
 */
function noteReads(reads: Map<string, Read>, known: Record<string, unknown>, used: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    let resolved: unknown = key;
    try {
      resolved = typeof key === "function" ? (key as () => unknown)() : key;
    } catch {
      resolved = null; // a key that depends on data not there yet
    }
    const serialized = resolved ? unstable_serialize(resolved) : "";
    if (serialized) used.add(serialized);
    // a mutation's fetcher takes the call's argument beside the key (and writes): never a read of the page
    const read = fetcher && fetcher.length < 2;
    if (serialized && !serialized.startsWith("$") && read && !(serialized in known) && !reads.has(serialized)) {
      reads.set(serialized, () => Promise.resolve(fetcher(resolved as never)));
    }
    return useSWRNext(key, fetcher, config);
  };
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("read too slow")), READ_DEADLINE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders one page request: the static handler resolves the matched routes (their lazy modules and messages), then
 * React renders them. The reads the screens make (SWR keys) are answered in-process and the page rendered again
 * with their answers, which travel with the page into the browser's SWR cache (ADR 0024). A guest's page: a
 * signed-in visitor's own bits fill in after the browser takes over. What the render loaded (modules and message
 * namespaces) comes with it, for the hints in the page's HTML.
 */
export const renderPage: PageRenderer = async (request, lang, api) => {
  // every language's messages load once per process, outside the notes: they are no page's own
  await messagesFor(lang);
  // What rendering loads is what the browser loads before it takes the page over: the matched routes' `lazy`
  // (screens and messages; the handler resolves them afresh for each request) and the parts a render asks for on
  // every render (the header's selects: see their `import.meta.env.SSR` lines). A React.lazy part without such a line
  // is loaded once per process: it may be noted on a process's first render only, and loads as the page hydrates.
  const [page, notes] = await notingModules(() => renderRoutes(request, lang, api));
  if (page.kind === "redirect") return page;
  return { ...page, loaded: { modules: [...notes.modules].sort(), namespaces: [...notes.namespaces].sort() } };
};

const renderRoutes = async (request: Request, lang: Lang, api?: PageApi): Promise<RenderedPage> => {
  const url = new URL(request.url);
  const [routes, i18n] = await Promise.all([routesFor(url.pathname), messagesFor(lang)]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const data: Record<string, unknown> = {};
  const failed = new Set<string>();
  /** Answers the reads given (in-process), keeping what came back; a failed one is left to the browser. */
  const answer = async (pending: [string, Read][]) => {
    // what a read loads (its parser) is not the page's code: the browser gets the answer with the page
    const answers = await unnoted(() =>
      currentApi.run(api as PageApi, () => Promise.allSettled(pending.map(([, read]) => withDeadline(read())))),
    );
    answers.forEach((settled, index) => {
      const key = (pending[index] as [string, Read])[0];
      if (settled.status === "fulfilled") data[key] = settled.value;
      else failed.add(key); // the browser reads it again and shows its own failure
    });
  };
  const pageKey = `${lang} ${url.pathname}${url.search}`;
  const made = new Map<string, Read>(api ? knownReads.get(pageKey) : undefined);
  // the reads this address made last time, answered before the first render: a page seen before renders once
  if (api && made.size > 0) await answer([...made]);
  let html = "";
  let used = new Set<string>();
  let notFound = false;
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    const reads = new Map<string, Read>();
    used = new Set<string>();
    const report = new ServerRenderReport();
    html = await renderToString(
      <StrictMode>
        <ServerRender value={report}>
          <I18nextProvider i18n={i18n}>
            <DsI18nBridge>
              <SWRConfig
                value={{
                  revalidateOnFocus: false,
                  shouldRetryOnError: false,
                  fallback: { ...data },
                  use: api ? [noteReads(reads, data, used)] : [],
                }}
              >
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </SWRConfig>
            </DsI18nBridge>
          </I18nextProvider>
        </ServerRender>
      </StrictMode>,
    );
    // a not-found screen drawn by a screen (an id that cannot be one) is a 404 as the catch-all route's is
    notFound = report.notFound;
    if (report.clientOnly) return { kind: "client-only", status: notFound ? 404 : context.statusCode };
    const pending = [...reads].filter(([key]) => !failed.has(key));
    for (const [key, read] of pending) made.set(key, read);
    if (!api || pending.length === 0 || pass === MAX_DATA_PASSES - 1) break;
    await answer(pending);
  }
  // what the last render read, and only that, is remembered and carried (a read remembered from an earlier visit
  // that this render did not make is dropped)
  if (api) rememberReads(pageKey, new Map([...made].filter(([key]) => used.has(key))));
  for (const key of Object.keys(data)) if (!used.has(key)) delete data[key];
  const hydration = inertJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
    data,
  });
  return { kind: "page", status: notFound ? 404 : context.statusCode, html, hydration };
};
