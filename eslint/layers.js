// Layer boundaries (ARCHITECTURE.md, rule 1), generated from the folders on disk so that a new
// feature or site is fenced in the moment its directory exists, with no edit to the lint config.
//
//   design-system -> lib, contracts -> blocks -> features -> sites        (and: contracts -> server)
//
// An arrow means "may be imported by the next layer". Zones are read by `import-x/no-restricted-paths`,
// which compares RESOLVED file paths, so `@lib/x`, `../../lib/x` and `lib/x/index.ts` are all caught
// as long as the resolver knows the tsconfig aliases (see `resolverSettings` in eslint/config.js).

import fs from "node:fs";
import path from "node:path";

/** Sub-directories of `root/folder`, sorted; none when the folder does not exist yet. */
export function listDirs(root, folder) {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !entry.name.startsWith("__"))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Site folders: those with a `site.config.ts`. Other folders in `sites/` (the shared shell that
 * `sites/router.tsx` uses) are not sites and may be imported by every site.
 */
export function listSites(root) {
  return listDirs(root, "sites").filter((dir) =>
    ["site.config.ts", "site.config.tsx"].some((file) => fs.existsSync(path.join(root, "sites", dir, file))),
  );
}

const MESSAGES = {
  designSystem:
    "design-system is the bottom layer: it may import only react, Radix, cva, clsx and tailwind-merge. Take data, text and behaviour through props.",
  lib: "lib is browser runtime with no screens: it may import design-system and contracts, never a feature, a site or the server. If it needs a feature, the code belongs in that feature.",
  contracts:
    "contracts are shared by browser and server: they may import zod and other contracts only, nothing else of ours.",
  blocks:
    "a building block (blocks/) is a domain piece several features share: it may import design-system, lib, contracts and other blocks, never a feature, a site or the server. If it needs a feature, it is not a building block.",
  blockDeep:
    'use a building block through its door: import from "@blocks/<name>" (blocks/<name>/index.ts), not from a file inside it.',
  featureToFeature: (feature) =>
    `features never import each other: "${feature}" must not reach into another feature. Let the site pass the other feature in as a prop or slot (ARCHITECTURE.md rule 2).`,
  featureUp:
    "a feature may import design-system, lib, contracts, building blocks (@blocks/<name>) and itself, never a site or the server.",
  siteDeep:
    'a site may use a feature only through its door: import from "@features/<name>" (features/<name>/index.ts), not from a file inside it. Export what you need from the feature\'s index.ts.',
  siteToSite: (site) =>
    `sites are separate lazy chunks: "${site}" must not import another site (a visitor of one site downloads no other site's code). Move shared code into a feature, lib or design-system.`,
  siteToServer: "sites run in the browser and must not import the server; talk to it over /api/v1 with the contracts.",
  server:
    "the server may import contracts only, never browser code (design-system, lib, features, sites) or locales. Share shapes through contracts/.",
  locales: "locales hold messages and the language list only; they import nothing of ours.",
};

/**
 * The `zones` option of `import-x/no-restricted-paths` for the tree at `root`.
 * Directory zones (plain paths) match a folder and everything below it; the one glob zone keeps
 * sites away from every file of a feature except its index.
 */
export function layerZones(root) {
  const abs = (...parts) => path.join(root, ...parts);
  const features = listDirs(root, "features");
  const sites = listSites(root);
  const zones = [];

  zones.push({
    target: abs("design-system"),
    from: [abs("lib"), abs("contracts"), abs("blocks"), abs("features"), abs("sites"), abs("server")],
    message: MESSAGES.designSystem,
  });

  zones.push({
    target: abs("lib"),
    from: [abs("blocks"), abs("features"), abs("sites"), abs("server")],
    message: MESSAGES.lib,
  });

  zones.push({
    target: abs("contracts"),
    from: [
      abs("design-system"),
      abs("lib"),
      abs("blocks"),
      abs("features"),
      abs("sites"),
      abs("server"),
      abs("locales"),
    ],
    message: MESSAGES.contracts,
  });

  for (const feature of features) {
    zones.push({
      target: abs("features", feature),
      from: abs("features"),
      except: [`./${feature}`],
      message: MESSAGES.featureToFeature(feature),
    });
  }
  zones.push({
    target: abs("blocks"),
    from: [abs("features"), abs("sites"), abs("server")],
    message: MESSAGES.blocks,
  });
  zones.push({
    target: abs("features"),
    from: [abs("sites"), abs("server")],
    message: MESSAGES.featureUp,
  });

  // Globs are matched against absolute paths, exceptions included.
  for (const outside of ["features", "sites"]) {
    zones.push({
      target: abs(outside, "**"),
      from: abs("blocks", "**"),
      except: [abs("blocks", "*", "index.{ts,tsx}")],
      message: MESSAGES.blockDeep,
    });
  }
  zones.push({
    target: abs("sites", "**"),
    from: abs("features", "**"),
    // a feature's door, and the second door of its operators' part (features/<f>/admin/index.ts)
    except: [abs("features", "*", "index.{ts,tsx}"), abs("features", "*", "admin", "index.{ts,tsx}")],
    message: MESSAGES.siteDeep,
  });
  for (const site of sites) {
    const others = sites.filter((other) => other !== site);
    if (others.length === 0) continue;
    zones.push({
      target: abs("sites", site),
      from: others.map((other) => abs("sites", other)),
      message: MESSAGES.siteToSite(site),
    });
  }
  zones.push({
    target: abs("sites"),
    from: abs("server"),
    message: MESSAGES.siteToServer,
  });

  zones.push({
    target: abs("server"),
    from: [abs("design-system"), abs("lib"), abs("blocks"), abs("features"), abs("sites"), abs("locales")],
    message: MESSAGES.server,
  });

  zones.push({
    target: abs("locales"),
    from: [
      abs("design-system"),
      abs("lib"),
      abs("contracts"),
      abs("blocks"),
      abs("features"),
      abs("sites"),
      abs("server"),
    ],
    message: MESSAGES.locales,
  });

  return zones.map((zone) => ({ ...zone, message: `Layers: ${zone.message}` }));
}

/**
 * `no-restricted-imports` patterns for deep alias imports. `@features/*` maps to a feature's index.ts
 * in tsconfig, so `@features/cart/components/x` usually does not resolve at all and no zone would see it.
 */
export const deepImportPatterns = [
  { group: ["@blocks/*/**"], message: `Layers: ${MESSAGES.blockDeep}` },
  {
    group: ["@features/*/**", "!@features/*/admin"],
    message: `Layers: ${MESSAGES.siteDeep}`,
  },
];
