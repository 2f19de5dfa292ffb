import type { CommonCode } from "@contracts/common";

/** Five countries: enough for typing to narrow the list. */
export const nationalitiesFixture: CommonCode[] = [
  ["KR", "South Korea", "대한민국"],
  ["US", "United States", "미국"],
  ["JP", "Japan", "일본"],
  ["CN", "China", "중국"],
  ["VN", "Vietnam", "베트남"],
].map(([code, en, ko], index) => ({
  id: index + 1,
  type: "nationality",
  code: code as string,
  name_en: en as string,
  name_ko: ko as string,
  sort_order: index + 1,
}));
