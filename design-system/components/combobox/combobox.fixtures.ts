import type { ComboboxOption } from "./combobox-filter";

/** Story data: 60 countries with English and Korean names (ISO 3166-1 alpha-2 codes), a few with accents. */
export const COUNTRIES: readonly { code: string; en: string; ko: string }[] = [
  { code: "AR", en: "Argentina", ko: "아르헨티나" },
  { code: "AU", en: "Australia", ko: "오스트레일리아" },
  { code: "AT", en: "Austria", ko: "오스트리아" },
  { code: "BD", en: "Bangladesh", ko: "방글라데시" },
  { code: "BE", en: "Belgium", ko: "벨기에" },
  { code: "BR", en: "Brazil", ko: "브라질" },
  { code: "KH", en: "Cambodia", ko: "캄보디아" },
  { code: "CA", en: "Canada", ko: "캐나다" },
  { code: "CL", en: "Chile", ko: "칠레" },
  { code: "CN", en: "China", ko: "중국" },
  { code: "CO", en: "Colombia", ko: "콜롬비아" },
  { code: "CI", en: "Côte d'Ivoire", ko: "코트디부아르" },
  { code: "CZ", en: "Czechia", ko: "체코" },
  { code: "DK", en: "Denmark", ko: "덴마크" },
  { code: "EG", en: "Egypt", ko: "이집트" },
  { code: "FI", en: "Finland", ko: "핀란드" },
  { code: "FR", en: "France", ko: "프랑스" },
  { code: "DE", en: "Germany", ko: "독일" },
  { code: "GR", en: "Greece", ko: "그리스" },
  { code: "HK", en: "Hong Kong", ko: "홍콩" },
  { code: "HU", en: "Hungary", ko: "헝가리" },
  { code: "IN", en: "India", ko: "인도" },
  { code: "ID", en: "Indonesia", ko: "인도네시아" },
  { code: "IE", en: "Ireland", ko: "아일랜드" },
  { code: "IL", en: "Israel", ko: "이스라엘" },
  { code: "IT", en: "Italy", ko: "이탈리아" },
  { code: "JP", en: "Japan", ko: "일본" },
  { code: "KZ", en: "Kazakhstan", ko: "카자흐스탄" },
  { code: "KE", en: "Kenya", ko: "케냐" },
  { code: "KR", en: "Korea, Republic of", ko: "대한민국" },
  { code: "LA", en: "Laos", ko: "라오스" },
  { code: "MY", en: "Malaysia", ko: "말레이시아" },
  { code: "MX", en: "Mexico", ko: "멕시코" },
  { code: "MN", en: "Mongolia", ko: "몽골" },
  { code: "MA", en: "Morocco", ko: "모로코" },
  { code: "MM", en: "Myanmar", ko: "미얀마" },
  { code: "NP", en: "Nepal", ko: "네팔" },
  { code: "NL", en: "Netherlands", ko: "네덜란드" },
  { code: "NZ", en: "New Zealand", ko: "뉴질랜드" },
  { code: "NO", en: "Norway", ko: "노르웨이" },
  { code: "PK", en: "Pakistan", ko: "파키스탄" },
  { code: "PE", en: "Peru", ko: "페루" },
  { code: "PH", en: "Philippines", ko: "필리핀" },
  { code: "PL", en: "Poland", ko: "폴란드" },
  { code: "PT", en: "Portugal", ko: "포르투갈" },
  { code: "RU", en: "Russia", ko: "러시아" },
  { code: "ST", en: "São Tomé and Príncipe", ko: "상투메 프린시페" },
  { code: "SA", en: "Saudi Arabia", ko: "사우디아라비아" },
  { code: "SG", en: "Singapore", ko: "싱가포르" },
  { code: "ZA", en: "South Africa", ko: "남아프리카 공화국" },
  { code: "ES", en: "Spain", ko: "스페인" },
  { code: "SE", en: "Sweden", ko: "스웨덴" },
  { code: "CH", en: "Switzerland", ko: "스위스" },
  { code: "TW", en: "Taiwan", ko: "대만" },
  { code: "TH", en: "Thailand", ko: "태국" },
  { code: "TR", en: "Türkiye", ko: "튀르키예" },
  { code: "AE", en: "United Arab Emirates", ko: "아랍에미리트" },
  { code: "GB", en: "United Kingdom", ko: "영국" },
  { code: "US", en: "United States", ko: "미국" },
  { code: "VN", en: "Viet Nam", ko: "베트남" },
];

/**
 * The countries as options in the page's language, sorted for it; the other language's name and the code are
 * keywords, so a Korean page still finds "Japan" and an English one "일본".
 */
export function countryOptions(locale: string): ComboboxOption[] {
  const korean = locale.startsWith("ko");
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: korean ? country.ko : country.en,
    keywords: [korean ? country.en : country.ko, country.code],
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
