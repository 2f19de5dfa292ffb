import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  describeAccept,
  type FileRejection,
  formatFileSize,
  matchesAccept,
  parseAccept,
  validateFiles,
} from "./file-rules";
import { FileUpload } from "./file-upload";

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const groups = { image: "images", video: "videos", audio: "audio files" };

describe("parseAccept and matchesAccept", () => {
  it("reads the accept attribute's string form and the array form alike", () => {
    expect(parseAccept(" image/PNG, .PDF ,")).toEqual(["image/png", ".pdf"]);
    expect(parseAccept(["image/*", ".jpg"])).toEqual(["image/*", ".jpg"]);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it("matches by extension, exact type and wildcard, ignoring case", () => {
    expect(matchesAccept(file("Scan.PDF", ""), ".pdf")).toBe(true);
    expect(matchesAccept(file("a.png", "image/png"), ["image/png"])).toBe(true);
    expect(matchesAccept(file("a.webp", "image/webp"), "image/*")).toBe(true);
    expect(matchesAccept(file("a.mp4", "video/mp4"), "image/*")).toBe(false);
    expect(matchesAccept(file("setup.exe", "application/x-msdownload"), ["image/*", ".pdf"])).toBe(false);
  });

  it("treats jpg and jpeg as one, as browsers do", () => {
    expect(matchesAccept(file("photo.jpeg", "image/jpeg"), ".jpg")).toBe(true);
    expect(matchesAccept(file("photo.jpg", "image/jpg"), "image/jpeg")).toBe(true);
  });

  it("accepts anything without a rule", () => {
    expect(matchesAccept(file("anything.bin", ""), [])).toBe(true);
  });
});

describe("validateFiles", () => {
  const rules = { accept: ["image/png", ".pdf"], maxSizeBytes: 5 * MB, maxFiles: 3 };

  it("accepts files within the rules", () => {
    const ok = [file("a.png", "image/png"), file("b.pdf", "application/pdf", 5 * MB)];
    expect(validateFiles(ok, rules)).toEqual({ accepted: ok, rejected: [] });
  });

  it("gives one reason per refused file: type first, then size, then count", () => {
    const exe = file("setup.exe", "application/x-msdownload", 10 * MB);
    const big = file("scan.pdf", "application/pdf", 5 * MB + 1);
    const pngs = ["1", "2", "3", "4"].map((n) => file(`${n}.png`, "image/png"));
    const { accepted, rejected } = validateFiles([exe, big, ...pngs], rules);
    expect(accepted).toEqual(pngs.slice(0, 3));
    expect(rejected).toEqual([
      { file: exe, reason: "type" },
      { file: big, reason: "size" },
      { file: pngs[3], reason: "count" },
    ]);
  });

  it("counts the files already chosen", () => {
    const { accepted, rejected } = validateFiles([file("a.png", "image/png"), file("b.png", "image/png")], rules, 2);
    expect(accepted).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(["count"]);
  });

  it("has no limits without rules", () => {
    const many = Array.from({ length: 20 }, (_, i) => file(`${i}.bin`, ""));
    // a huge file without allocating it
    Object.defineProperty(many[0], "size", { value: 10 * 1024 * MB });
    expect(validateFiles(many, {}).accepted).toHaveLength(20);
  });
});

describe("formatFileSize", () => {
  it("speaks KB under a megabyte and MB above, one decimal under ten", () => {
    expect(formatFileSize(512, "en")).toBe("0.5 KB");
    expect(formatFileSize(820 * 1024, "en")).toBe("820 KB");
    expect(formatFileSize(5 * MB, "en")).toBe("5 MB");
    expect(formatFileSize(4.5 * MB, "en")).toBe("4.5 MB");
    expect(formatFileSize(1536 * MB, "en")).toBe("1.5 GB");
  });

  it("groups digits in the locale's style", () => {
    expect(formatFileSize(1000 * 1024 - 1, "ko")).toBe("1,000 KB");
  });
});

describe("describeAccept", () => {
  it("names the types for people, in the page's language", () => {
    expect(describeAccept(["image/png", "image/jpeg", ".pdf"], "en", groups)).toBe("PNG, JPEG, or PDF");
    expect(describeAccept(["image/png", "image/jpeg", ".pdf"], "ko", groups)).toBe("PNG, JPEG 또는 PDF");
    expect(describeAccept("image/*,.hwp", "en", groups)).toBe("images or HWP");
    expect(
      describeAccept(
        ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", ".docx"],
        "en",
        groups,
      ),
    ).toBe("DOCX");
  });
});

describe("FileUpload", () => {
  let created = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++created}`);
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    created = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    // jsdom has no object URLs
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  afterEach(cleanup);

  const choose = (container: HTMLElement, files: File[]) => {
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no input");
    fireEvent.change(input, { target: { files } });
  };

  it("hands out the whole list as File[] and lists name and size", () => {
    const onChange = vi.fn();
    const { container } = render(<FileUpload multiple onChange={onChange} />);
    const a = file("a.pdf", "application/pdf", 2048);
    const b = file("b.pdf", "application/pdf");
    choose(container, [a]);
    choose(container, [b]);
    expect(onChange).toHaveBeenLastCalledWith([a, b]);
    expect(screen.getByText("a.pdf")).toBeTruthy();
    expect(screen.getByText("2 KB")).toBeTruthy();
  });

  it("revokes each preview URL when its file is removed and the rest on unmount", () => {
    const { container, unmount } = render(<FileUpload multiple />);
    choose(container, [file("a.png", "image/png"), file("b.png", "image/png")]);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove a.png" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it("explains refusals in an alert and reports them", () => {
    const onReject = vi.fn();
    const { container } = render(<FileUpload accept=".pdf" maxSizeBytes={MB} onReject={onReject} />);
    choose(container, [file("photo.gif", "image/gif")]);
    expect(screen.getByRole("alert").textContent).toBe(
      "photo.gif was not added: the file type is not allowed. Allowed: PDF.",
    );
    const [rejections] = onReject.mock.calls[0] as [FileRejection[]];
    expect(rejections.map((rejection) => [rejection.file.name, rejection.reason])).toEqual([["photo.gif", "type"]]);
  });

  it("replaces the file when only one is allowed", () => {
    const onChange = vi.fn();
    const { container } = render(<FileUpload onChange={onChange} />);
    const first = file("first.pdf", "application/pdf");
    const second = file("second.pdf", "application/pdf");
    choose(container, [first]);
    choose(container, [second]);
    expect(onChange).toHaveBeenLastCalledWith([second]);
    expect(screen.queryByText("first.pdf")).toBeNull();
  });
});
