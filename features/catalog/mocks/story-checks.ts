import { expect } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";

/** The way back to every product: the link named `name` goes to the search for all categories and regions. */
export const expectAllProductsLink = (canvas: Canvas, name: string) =>
  expect(canvas.getByRole("link", { name })).toHaveAttribute("href", "/product/search/all/all");
