import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { appConfigFromEnv } from "./contracts/app-config.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (p: string) => path.join(root, p);

/** The same aliases as tsconfig.json `paths`; `@features/<f>` resolves to the feature's only door, its index.ts. */
export const aliases = [
  { find: /^@ds$/, replacement: at("design-system/index.ts") },
  { find: /^@ds\/(.*)$/, replacement: at("design-system/$1") },
  { find: /^@lib\/(.*)$/, replacement: at("lib/$1") },
  { find: /^@contracts\/(.*)$/, replacement: at("contracts/$1") },
  // an operators' part with its own door (features/<f>/admin/index.ts): guests never download it
  { find: /^@features\/([^/]+)\/admin$/, replacement: at("features/$1/admin/index.ts") },
  { find: /^@features\/([^/]+)$/, replacement: at("features/$1/index.ts") },
  { find: /^@locales\/(.*)$/, replacement: at("locales/$1") },
];

/** In development, writes the runtime configuration into index.html as the server does in production. */
function appConfigTag(): Plugin {
  return {
    name: "app-config-tag",
    apply: "serve",
    transformIndexHtml: (html) =>
      html.replace(
        /<script id="app-config" type="application\/json">[\s\S]*?<\/script>/,
        () =>
          `<script id="app-config" type="application/json">${JSON.stringify(appConfigFromEnv(process.env)).replaceAll("<", "\\u003c")}</script>`,
      ),
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), appConfigTag()],
  resolve: { alias: aliases },
  // a separate cache lets two test runs share the machine without invalidating each other's optimised deps
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each built chunk to its source, so tests can prove which site's code a page loaded
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the libraries every page runs before its first paint, as one file: left to the default splitting
            // they arrive as six small chunks (react, its JSX runtime, the store shim, i18n hooks...), each a request
            {
              name: "runtime",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": apiTarget, "/sitemap": apiTarget },
  },
});
