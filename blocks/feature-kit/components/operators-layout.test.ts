import { describe, expect, it } from "vitest";
import { currentTab, type OperatorTab } from "./operators-layout";

const SUMMIT: OperatorTab[] = [
  { to: "/apec2025/admin/courses", label: "Courses" },
  { to: "/apec2025/admin/courses/new", label: "New course", end: true },
  { to: "/apec2025/admin/departures", label: "Day board", end: true },
];

const label = (tabs: readonly OperatorTab[], path: string) => currentTab(tabs, path)?.label;

describe("the operators' current tab", () => {
  it("keeps a tab current on the pages below it, the most specific tab winning", () => {
    expect(label(SUMMIT, "/apec2025/admin/courses")).toBe("Courses");
    expect(label(SUMMIT, "/apec2025/admin/courses/")).toBe("Courses");
    expect(label(SUMMIT, "/apec2025/admin/courses/seoul-palaces")).toBe("Courses");
    expect(label(SUMMIT, "/apec2025/admin/courses/seoul-palaces/departures")).toBe("Courses");
    expect(label(SUMMIT, "/apec2025/admin/courses/new")).toBe("New course");
    expect(label(SUMMIT, "/apec2025/admin/departures")).toBe("Day board");
  });

  it("matches whole segments only, keeps an `end` tab to its own page, and reads a tab's address without its query", () => {
    expect(label(SUMMIT, "/apec2025/admin/courses-archive")).toBeUndefined();
    expect(label(SUMMIT, "/apec2025/admin/departures/12/tickets")).toBeUndefined();
    expect(label([{ to: "/mice/admin/boards?type=notice", label: "Boards" }], "/mice/admin/boards")).toBe("Boards");
    expect(label(SUMMIT, "/apec2025/list")).toBeUndefined();
  });
});
