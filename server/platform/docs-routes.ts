import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PRODUCT_NAME } from "@contracts/editions";
import type { ApiApp } from "./http/env";
import { notFound } from "./http/errors";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";
const ASSETS_PATH = `${DOCS_PATH}/assets`;
export const API_TITLE = `${PRODUCT_NAME} API`;

// Served from node_modules by this server: no CDN, so the reference works offline.
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const SWAGGER_FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui.css.map": "application/json; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-bundle.js.map": "application/json; charset=utf-8",
  "favicon-16x16.png": "image/png",
  "favicon-32x32.png": "image/png",
};

// An external script rather than an inline one, so a strict Content-Security-Policy can stay on.
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: "#swagger-ui",
    deepLinking: true,
    // The public validator is online; this page must work offline.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${API_TITLE}</title>
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/docs-init.js"></script>
  </body>
</html>
`;

const cache = new Map<string, Buffer>();

async function asset(name: string): Promise<Buffer> {
  let body = cache.get(name);
  if (!body) {
    body = await readFile(path.join(swaggerDir, name));
    cache.set(name, body);
  }
  return body;
}

export function registerDocsRoutes(app: ApiApp, version: string) {
  app.doc31(OPENAPI_PATH, {
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version,
      description:
        "Every success is `{ data, meta }`; every error is `{ message, code }` (validation errors add `field` and `issues`).",
    },
  });

  app.get(DOCS_PATH, (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(PAGE);
  });

  app.get(`${ASSETS_PATH}/:file`, async (c) => {
    const file = c.req.param("file");
    if (file === "docs-init.js") {
      return c.body(INIT_SCRIPT, 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-cache",
      });
    }
    const type = SWAGGER_FILES[file];
    if (!type) throw notFound("Asset");
    const body = await asset(file);
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=86400",
    });
  });
}
