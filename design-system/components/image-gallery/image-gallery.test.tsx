import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageGallery } from "./image-gallery";

afterEach(cleanup);

const images = ["a", "b", "c"].map((name) => ({ src: `/${name}.png`, alt: `Photo ${name}` }));
const stage = () => document.querySelector('[data-slot="image-gallery-stage"] img')?.getAttribute("alt");

describe("ImageGallery", () => {
  it("moves with the buttons and wraps around at the ends", () => {
    const onIndexChange = vi.fn();
    render(<ImageGallery images={images} onIndexChange={onIndexChange} />);
    expect(stage()).toBe("Photo a");
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(stage()).toBe("Photo c");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(stage()).toBe("Photo a");
    expect(onIndexChange.mock.calls).toEqual([[2], [0]]);
  });

  it("answers arrow keys, Home and End anywhere inside it", () => {
    render(<ImageGallery images={images} />);
    const region = screen.getByRole("region", { name: "Photos" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(stage()).toBe("Photo b");
    fireEvent.keyDown(region, { key: "End" });
    expect(stage()).toBe("Photo c");
    fireEvent.keyDown(region, { key: "Home" });
    expect(stage()).toBe("Photo a");
    fireEvent.keyDown(region, { key: "ArrowLeft", altKey: true });
    expect(stage()).toBe("Photo a");
  });

  it("keeps one thumbnail in the tab order, the shown one, marked current", () => {
    render(<ImageGallery images={images} defaultIndex={1} />);
    const thumbnails = screen.getAllByRole("button", { name: /^Photo \d: / });
    expect(thumbnails.map((button) => button.getAttribute("tabindex"))).toEqual(["-1", "0", "-1"]);
    expect(thumbnails.map((button) => button.getAttribute("aria-current"))).toEqual([null, "true", null]);
    fireEvent.keyDown(thumbnails[1]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(thumbnails[2]);
  });

  it("announces the new position only after a change", () => {
    render(<ImageGallery images={images} />);
    const live = document.querySelector("[aria-live]");
    expect(live?.textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(live?.textContent).toBe("Photo 2 of 3: Photo b");
  });

  it("stops at the ends without loop", () => {
    render(<ImageGallery images={images} loop={false} defaultIndex={2} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next photo" }).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowRight" });
    expect(stage()).toBe("Photo c");
  });

  it("renders nothing without images", () => {
    const { container } = render(<ImageGallery images={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
