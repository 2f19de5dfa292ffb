import { describe, expect, it } from "vitest";
import { noteModule, noteNamespaces, notingModules, unnoted } from "./module-notes";

describe("module notes", () => {
  it("notes what a render imports, across awaits", async () => {
    const [result, notes] = await notingModules(async () => {
      await noteModule("features/catalog/screens/catalog-home.tsx", Promise.resolve(1));
      await Promise.resolve();
      noteNamespaces(["catalog"]);
      return "page";
    });
    expect(result).toBe("page");
    expect([...notes.modules]).toEqual(["features/catalog/screens/catalog-home.tsx"]);
    expect([...notes.namespaces]).toEqual(["catalog"]);
  });

  it("leaves out what a read loads, even after the read's own awaits", async () => {
    const [, notes] = await notingModules(async () => {
      await unnoted(async () => {
        await Promise.resolve();
        await noteModule("features/catalog/api/schemas.ts", Promise.resolve(1));
        setTimeout(() => void noteModule("features/wishlist/api/schemas.ts", Promise.resolve(1)), 0);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      // the render goes on noting after the read
      await noteModule("features/catalog/screens/product-detail-screen.tsx", Promise.resolve(1));
    });
    expect([...notes.modules]).toEqual(["features/catalog/screens/product-detail-screen.tsx"]);
  });

  it("notes nothing outside a render", async () => {
    await expect(noteModule("features/cart/screens/cart-screen.tsx", Promise.resolve("module"))).resolves.toBe(
      "module",
    );
    expect(unnoted(() => 42)).toBe(42);
  });
});
