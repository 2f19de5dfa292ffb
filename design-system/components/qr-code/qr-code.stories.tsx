import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { QrErrorCorrection } from "./qr-matrix";
import { QrCode, type QrCodeSize } from "./qr-code";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly QrCodeSize[] = ["sm", "md", "lg"];
const levels: readonly QrErrorCorrection[] = ["L", "M", "Q", "H"];

const meta = {
  title: "Design System/Media/QR Code",
  component: QrCode,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A value (URL, reservation number, visitor-pass token) as a QR code: an SVG path drawn from the " +
      '`qrcode` package\'s module matrix, crisp at any size, `role="img"` named by `label` (optionally shown as ' +
      "a caption). Modules are `currentColor` on the surface token, and the code always uses the light theme " +
      "(`lite`), because many scanners cannot read an inverted code.",
  ),
  argTypes: {
    ...argControls({
      text: ["value", "label"],
      boolean: ["showLabel"],
      radio: { errorCorrection: levels, size: sizes },
    }),
    margin: { control: { type: "number", min: 0, max: 8 } },
  },
  args: {
    value: "https://example.com/purchase/reservation-detail/R-2026-0142",
    label: "QR code for reservation R-2026-0142",
    showLabel: false,
    errorCorrection: "M",
    margin: 4,
    size: "md",
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "QR code for reservation R-2026-0142" });
    // version 4 at level M: 33 modules plus a 4-module quiet zone on each side
    await expect(image).toHaveAttribute("viewBox", "0 0 41 41");
    await expect(image.getBoundingClientRect().width).toBe(160);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** The caption is the accessible name too, so it is not read twice. */
export const WithCaption: Story = {
  args: { showLabel: true, label: "Show this code at the meeting point", value: "R-2026-0142" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Show this code at the meeting point" });
    await expect(image).toHaveAttribute("aria-labelledby");
    await expect(canvas.getByText("Show this code at the meeting point")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {sizes.map((size) => (
        <QrCode key={size} {...args} size={size} label={`QR code, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = sizes.map(
      (size) => canvas.getByRole("img", { name: `QR code, ${size}` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([96, 160, 224]);
  },
};

/** Higher error correction survives more damage but needs more modules: the same URL at L, M, Q and H. */
export const ErrorCorrection: Story = {
  render: (args) => (
    <div className="flex items-start gap-4">
      {levels.map((level) => (
        <QrCode key={level} {...args} size="sm" errorCorrection={level} label={`Level ${level}`} showLabel />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const versions = Array.from(canvasElement.querySelectorAll("figure")).map((figure) =>
      Number(figure.dataset.version),
    );
    await expect(versions).toEqual([...versions].sort((a, b) => a - b));
    await expect(versions[3]).toBeGreaterThan(versions[0]!);
  },
};

/** In the dark theme the code keeps dark modules on a light ground, as scanners need. */
export const DarkTheme: Story = {
  globals: { theme: "dark" },
  args: { showLabel: true, label: "Visitor pass" },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector("figure");
    await expect(figure).toHaveClass("lite");
    // the surface under the code is the light theme's white, not the dark theme's surface
    const white = getComputedStyle(document.documentElement).getPropertyValue("--ds-white");
    await expect(figure && getComputedStyle(figure).getPropertyValue("--ds-surface")).toBe(white);
    await expect(getComputedStyle(document.documentElement).getPropertyValue("--ds-surface")).not.toBe(white);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    value: "https://example.com/ko/visitor-pass/7F3K2Q",
    label: "방문증 QR 코드 — 입구에서 보여 주세요",
    showLabel: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "방문증 QR 코드 — 입구에서 보여 주세요" })).toBeVisible();
  },
};

/** Sizes x caption, light and dark: the visual-regression net (a code has no hover or focus state). */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex flex-col gap-4">
      {[false, true].map((showLabel) => (
        <div key={String(showLabel)} className="flex items-start gap-4">
          {sizes.map((size) => (
            <QrCode
              key={size}
              {...args}
              value="R-2026-0142"
              size={size}
              showLabel={showLabel}
              label={`${size}${showLabel ? " · caption" : ""}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(sizes.length * 2);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
