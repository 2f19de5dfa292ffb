import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import bukhansan from "./fixtures/bukhansan.svg";
import cherryBlossom from "./fixtures/cherry-blossom.svg";
import dmzAutumn from "./fixtures/dmz-autumn.svg";
import hanRiver from "./fixtures/han-river.svg";
import hanok from "./fixtures/hanok.svg";
import jejuCoast from "./fixtures/jeju-coast.svg";
import nightMarket from "./fixtures/night-market.svg";
import seoulTower from "./fixtures/seoul-tower.svg";
import { type GalleryImage, ImageGallery, type ImageGalleryProps } from "./image-gallery";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const photos: GalleryImage[] = [
  { id: "tower", src: seoulTower, alt: "N Seoul Tower above the hills at dusk" },
  { id: "hanok", src: hanok, alt: "Hanok roofs in Bukchon in the afternoon sun" },
  { id: "jeju", src: jejuCoast, alt: "Jeju coastline under a clear sky" },
  { id: "bukhansan", src: bukhansan, alt: "Bukhansan ridges in the morning haze" },
  { id: "market", src: nightMarket, alt: "Night market lights along the river" },
  { id: "blossom", src: cherryBlossom, alt: "Cherry blossoms along Yeouido" },
  { id: "dmz", src: dmzAutumn, alt: "Autumn hills near the DMZ" },
  { id: "river", src: hanRiver, alt: "The Han River on a bright day" },
];

/** Screenshots wait for the pictures: a half-loaded image would make the capture flaky. */
async function imagesLoaded(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll("img"));
  await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
  await Promise.all(images.map((img) => img.decode()));
}

const shown = (root: HTMLElement) => root.querySelector<HTMLImageElement>('[data-slot="image-gallery-stage"] img');

const meta = {
  title: "Design System/Media/Image Gallery",
  component: ImageGallery,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A main photo with previous / next buttons, a “3 / 8” counter and thumbnails. Every image needs `alt`. " +
      "Left / right arrow keys (Home, End) move through the photos from anywhere in the gallery; the thumbnail " +
      "strip is one tab stop and the shown thumbnail is `aria-current`. The new position and description are " +
      "announced politely. Controlled (`index` + `onIndexChange`) or not (`defaultIndex`).",
  ),
  argTypes: {
    ...argControls({
      radio: { ratio: ["video", "photo", "square"] },
      boolean: ["loop"],
      text: ["label"],
      object: ["images"],
    }),
    defaultIndex: { control: { type: "number", min: 0, max: photos.length - 1 } },
  },
  render: (args) => (
    <div className="w-[28rem]">
      <ImageGallery {...args} />
    </div>
  ),
  args: { images: photos, label: "Photos of the tour", onIndexChange: fn(), loop: true, ratio: "photo" },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const region = canvas.getByRole("region", { name: "Photos of the tour" });
    await expect(shown(region)).toHaveAttribute("alt", photos[0]!.alt);
    await expect(canvas.getByText("1 / 8")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shown(region)).toHaveAttribute("alt", photos[1]!.alt);
    await expect(canvas.getByText("2 / 8")).toBeVisible();
    await expect(canvas.getByText(`Photo 2 of 8: ${photos[1]!.alt}`)).toBeInTheDocument();

    // previous from the first photo wraps to the last
    await userEvent.click(canvas.getByRole("button", { name: "Previous photo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous photo" }));
    await expect(canvas.getByText("8 / 8")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: `Photo 3: ${photos[2]!.alt}` }));
    await expect(canvas.getByText("3 / 8")).toBeVisible();
    const thumbnails = within(canvas.getByRole("list", { name: "Choose a photo" })).getAllByRole("button");
    await expect(thumbnails.map((button) => button.getAttribute("aria-current"))).toEqual([
      null,
      null,
      "true",
      null,
      null,
      null,
      null,
      null,
    ]);
    await imagesLoaded(canvasElement);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** Arrow keys from the buttons move the photo; on the thumbnails they also move the focus (one tab stop). */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous photo" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByText("3 / 8")).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByText("8 / 8")).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByText("1 / 8")).toBeVisible();

    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: `Photo 1: ${photos[0]!.alt}` });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: `Photo 2: ${photos[1]!.alt}` })).toHaveFocus();
    await expect(canvas.getByText("2 / 8")).toBeVisible();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: `Photo 8: ${photos[7]!.alt}` })).toHaveFocus();
    // the strip is one tab stop: Tab leaves the gallery
    await userEvent.tab();
    await expect(canvasElement.querySelector("section")?.contains(document.activeElement)).toBe(false);
    await imagesLoaded(canvasElement);
  },
};

/** Without `loop` the arrows stop at the ends. */
export const NoLoop: Story = {
  args: { loop: false, defaultIndex: 6 },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await expect(canvas.getByText("8 / 8")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next photo" })).toBeDisabled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByText("8 / 8")).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/**
 * The page's largest picture (a product's page): the first photo is asked for ahead of everything else, the
 * thumbnails once seen; a photo the visitor moves to is an ordinary one.
 */
export const PagePicture: Story = {
  args: { priority: true },
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement }) => {
    const shown = () => canvas.getByRole("img", { name: photos[0]?.alt });
    await expect(shown()).toHaveAttribute("fetchpriority", "high");
    const thumbnails = [...canvasElement.querySelectorAll("ul img")];
    await expect(thumbnails.length).toBe(photos.length);
    await expect(thumbnails.every((thumbnail) => thumbnail.getAttribute("loading") === "lazy")).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await expect(canvas.getByRole("img", { name: photos[1]?.alt })).not.toHaveAttribute("fetchpriority");
  },
};

/** The page owns the index (e.g. to open the same photo in a dialog). */
export const Controlled: Story = {
  render: function Render(args: ImageGalleryProps) {
    const [index, setIndex] = useState(4);
    return (
      <div className="flex w-[28rem] flex-col gap-2">
        <ImageGallery
          {...args}
          index={index}
          onIndexChange={(next) => {
            args.onIndexChange?.(next);
            setIndex(next);
          }}
        />
        <p className="text-sm text-muted-foreground">index: {index}</p>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText("5 / 8")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await expect(canvas.getByText("index: 5")).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** One photo: no arrows, counter or thumbnails. */
export const SinglePhoto: Story = {
  args: { images: photos.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("img", { name: photos[0]!.alt })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    label: "투어 사진",
    images: [
      { src: seoulTower, alt: "해 질 녘 언덕 위의 남산서울타워" },
      { src: hanok, alt: "오후 햇살 아래 북촌 한옥 지붕" },
      { src: jejuCoast, alt: "맑은 하늘 아래 제주 해안" },
    ],
    defaultIndex: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole("region", { name: "투어 사진" })).toBeVisible();
    await expect(canvas.getByText("2 / 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "다음 사진" }));
    await expect(canvas.getByText("전체 3장 중 3번째 사진: 맑은 하늘 아래 제주 해안")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "3번째 사진: 맑은 하늘 아래 제주 해안" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await imagesLoaded(canvasElement);
  },
};

/** Ratios, with a hovered and a focused thumbnail and a focused arrow: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: ["#gallery-photo li:nth-child(2) button"],
    focusVisible: ["#gallery-photo li:nth-child(3) button", "#gallery-square [data-slot=icon-button]:last-of-type"],
  }),
  render: (args) => (
    <div className="flex items-start gap-4">
      <ImageGallery {...args} id="gallery-photo" images={photos.slice(0, 4)} className="w-64" label="photo" />
      <ImageGallery
        {...args}
        ratio="video"
        images={photos.slice(4, 7)}
        defaultIndex={1}
        className="w-64"
        label="video"
      />
      <ImageGallery
        {...args}
        id="gallery-square"
        ratio="square"
        images={photos.slice(5)}
        defaultIndex={2}
        className="w-52"
        label="square"
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    announceStoryRendered();
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole("region", { name: /^(photo|video|square)$/ })).toHaveLength(3);
  },
};
