/** Where the schema library keeps its global settings: on `globalThis`, so that copies of it share them. */
type SchemaGlobal = { __zod_globalConfig?: { jitless?: boolean; [setting: string]: unknown } };

/**
 * Keeps the schema library from generating code, so the pages need no 'unsafe-eval' in their Content-Security-Policy
 * (ADR 0020): it compiles fast object parsers with `new Function`, and even its probe for that is reported as a
 * policy violation. Call it before the first schema is built (the schemas come in lazy chunks, after the shell
 * starts); it sets the library's shared settings without importing the library into the first download.
 */
export function disableSchemaCodegen(target: SchemaGlobal = globalThis as SchemaGlobal): void {
  target.__zod_globalConfig = Object.assign(target.__zod_globalConfig ?? {}, { jitless: true });
}
