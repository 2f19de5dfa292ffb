// Lint setup: see eslint/config.js (rules), eslint/layers.js (layer zones) and docs/adr/0004-lint-and-layers.md.
import { createConfig } from "./eslint/config.js";

export default createConfig(import.meta.dirname);
