import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { FileDownloadButton } from "./file-download-button";
import { componentDocs } from "../../stories/docs";

const meta = {
  title: "Design System/Data/FileDownloadButton",
  component: FileDownloadButton,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A file that needs the reader's token to fetch: one row with its icon, name and size; the caller fetches " +
      "and saves it on click. Public files are plain download links.",
  ),
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
  args: {
    name: "company-brochure.pdf",
    size: 1_288_490,
    mime: "application/pdf",
    locale: "en",
    sizeLabel: "File size",
    onClick: fn(),
  },
} satisfies Meta<typeof FileDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole("button", { name: /company-brochure\.pdf File size 1\.2 MB/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).not.toHaveAttribute("aria-busy");
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAttribute("aria-busy", "true");
  },
};

export const KoreanImage: Story = {
  args: { name: "부스-배치도.png", size: 524_288, mime: "image/png", locale: "ko", sizeLabel: "파일 크기" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /부스-배치도\.png 파일 크기/ })).toBeVisible();
  },
};
