import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, delay, http } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle } from "../../.storybook/story-router";
import { type AppAt } from "../shell/app-at";
import { headerNav, micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

// The business leisure site as it mounts (the whole app at one address), with the programmes' answers the server
// gives (the site sees the feature only through its door): every programme, or those that fit a window.
type Lang = "en" | "ko";
const PROGRAMMES = [
  {
    id: 37,
    names: { en: "Palace and Hanok Village Walk (3 h)", ko: "궁궐과 한옥마을 산책 (3시간)" },
    summaries: {
      en: "Gyeongbokgung and the lanes of Bukchon in three hours.",
      ko: "경복궁과 북촌 골목을 세 시간에 둘러봅니다.",
    },
    category: "culture",
    thumbnail: "/images/catalog/tour-palace.svg",
    duration_minutes: 180,
    price_from: 59,
    currency: "USD",
    departure_times: ["09:00", "13:00", "15:00"],
  },
  {
    id: 38,
    names: { en: "DMZ Day Trip (8 h)", ko: "DMZ 하루 투어 (8시간)" },
    summaries: {
      en: "Imjingak, the Third Tunnel and the Dora Observatory.",
      ko: "임진각, 제3땅굴, 도라전망대를 둘러봅니다.",
    },
    category: "tour",
    thumbnail: "/images/catalog/tour-mountain-road.svg",
    duration_minutes: 480,
    price_from: 89,
    currency: "USD",
    departure_times: ["07:30", "08:30"],
  },
  {
    id: 39,
    names: { en: "Gangnam Food Evening (3 h)", ko: "강남 미식 저녁 투어 (3시간)" },
    summaries: {
      en: "Korean barbecue, street snacks and a soju tasting near COEX.",
      ko: "코엑스 근처에서 한국식 바비큐, 길거리 음식, 소주 시음을 즐깁니다.",
    },
    category: "food",
    thumbnail: "/images/catalog/food-market.svg",
    duration_minutes: 180,
    price_from: 85000,
    currency: "KRW",
    departure_times: ["18:00", "19:00"],
  },
  {
    id: 40,
    names: { en: "Han River Cycling (2 h)", ko: "한강 자전거 라이딩 (2시간)" },
    summaries: {
      en: "An easy ride along the river parks from Yeouido.",
      ko: "여의도에서 한강공원을 따라 가볍게 달립니다.",
    },
    category: "activity",
    thumbnail: "/images/catalog/activity-sea.svg",
    duration_minutes: 120,
    price_from: 69000,
    currency: "KRW",
    departure_times: ["07:00", "16:00"],
  },
] as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

const programmes = http.get("/api/v1/bleisure/programmes", ({ request }) => {
  const query = new URL(request.url).searchParams;
  const lang: Lang = query.get("lang") === "ko" ? "ko" : "en";
  const from = query.get("from");
  const hours = Number(query.get("hours"));
  const rows = PROGRAMMES.flatMap(({ names, summaries, ...programme }) => {
    const times = from
      ? programme.departure_times.filter(
          (time) =>
            minutes(time) >= minutes(from) && minutes(time) + programme.duration_minutes <= minutes(from) + hours * 60,
        )
      : [...programme.departure_times];
    return times.length > 0
      ? [{ ...programme, name: names[lang], summary: summaries[lang], departure_times: times }]
      : [];
  });
  return HttpResponse.json({ data: rows, meta: {} });
});
const failing = http.get("/api/v1/bleisure/programmes", () =>
  HttpResponse.json({ message: "An error has occurred!", code: "INTERNAL" }, { status: 500 }),
);

const waiting = http.get("/api/v1/bleisure/programmes", async () => {
  await delay("infinite");
  return HttpResponse.json({});
});
const none = http.get("/api/v1/bleisure/programmes", () => HttpResponse.json({ data: [], meta: {} }));

const meta = {
  title: "Sites/Bleisure/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/bleisure"),
  afterEach: settle,
  parameters: { layout: "fullscreen", msw: { handlers: [programmes] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "Make time for Seoul between meetings",
    "Bleisure menu",
    "Seoul Bleisure Tours · Short tours for business travellers",
  ],
  ko: ["회의 사이, 서울을 즐길 시간", "블레저 메뉴", "서울 블레저 투어 · 출장객을 위한 짧은 투어"],
});

const WAIT = { timeout: 10000 };

/**
 * `/bleisure`: what the programmes are for, then "I have free time" (hours, day, part of the day) and the first
 * three programmes, each leading to the shop's product page.
 */
export const Default: Story = {
  play: async (context) => {
    await home.Default.play(context);
    const canvas = within(context.canvasElement);
    const featured = within(await canvas.findByRole("region", { name: "Programmes" }, WAIT));
    await expect(await featured.findByRole("link", { name: "DMZ Day Trip (8 h)" }, WAIT)).toHaveAttribute(
      "href",
      "/product/detail/38",
    );
    await expect(featured.getAllByRole("listitem").filter((item) => item.querySelector("h3"))).toHaveLength(3);
    await expect(featured.queryByText("Han River Cycling (2 h)")).not.toBeInTheDocument();
    const quick = within(canvas.getByRole("region", { name: "I have free time" }));
    await expect(quick.getByRole("combobox", { name: "I have" })).toHaveTextContent("4 hours");
    await expect(quick.getByRole("combobox", { name: "On" })).toHaveTextContent("Sat 5/16");
    await expect(quick.getByRole("combobox", { name: "In the" })).toHaveTextContent("Afternoon");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async (context) => {
    await home.Korean.play(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole("link", { name: "DMZ 하루 투어 (8시간)" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "프로그램 찾기" })).toBeVisible();
  },
};

/** "I have 3 hours on Monday evening": the finder opens on that window, in the address, with what fits. */
export const QuickSearch: Story = {
  play: async ({ canvas }) => {
    const quick = within(await canvas.findByRole("region", { name: "I have free time" }, WAIT));
    await userEvent.click(quick.getByRole("combobox", { name: "I have" }));
    await userEvent.click(await screen.findByRole("option", { name: "3 hours" }));
    await userEvent.click(quick.getByRole("combobox", { name: "On" }));
    await userEvent.click(await screen.findByRole("option", { name: "Mon 5/18" }));
    await userEvent.click(quick.getByRole("combobox", { name: "In the" }));
    await userEvent.click(await screen.findByRole("option", { name: "Evening 18:00" }));
    await userEvent.click(quick.getByRole("button", { name: "Find programmes" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Programmes for your free time" }, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText("Free on Mon 5/18, 18:00 to 21:00", {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText("1 programme fits your time", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Gangnam Food Evening (3 h)" })).toHaveAttribute(
      "href",
      "/product/detail/39",
    );
  },
};

/** The programmes could not be read: the home page still says what the site is for, and offers a retry. */
export const ProgrammesFailed: Story = {
  parameters: { msw: { handlers: [failing] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Make time for Seoul between meetings" }, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText("The programmes could not be loaded.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** While the programmes are on their way: placeholders under their heading, the quick search already usable. */
export const ProgrammesLoading: Story = {
  parameters: { msw: { handlers: [waiting] } },
  play: async ({ canvas }) => {
    const featured = within(await canvas.findByRole("region", { name: "Programmes" }, WAIT));
    await expect(await featured.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Find programmes" })).toBeEnabled();
  },
};

/** No programme yet: the home page says new ones are coming, and the quick search stays. */
export const NoProgrammes: Story = {
  parameters: { msw: { handlers: [none] } },
  play: async ({ canvas }) => {
    const featured = within(await canvas.findByRole("region", { name: "Programmes" }, WAIT));
    await expect(
      await featured.findByText(/New programmes for business visitors are on their way/, {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Find programmes" })).toBeVisible();
  },
};

/** `/bleisure/tour-program` from a shared address: current in the menu, its title, the window and what fits. */
export const TourProgram: Story = {
  args: { path: "/bleisure/tour-program?date=2026-05-16&from=13:00&hours=4" },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Programmes for your free time" }, WAIT),
    ).toBeVisible();
    const nav = await headerNav(canvasElement, "Bleisure menu");
    await expect(within(nav).getByRole("link", { name: "Programmes" })).toHaveAttribute("aria-current", "page");
    await expect(await canvas.findByText("1 programme fits your time", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Palace and Hanok Village Walk (3 h)" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Programmes for your free time · Seoul Bleisure"));
  },
};

/** The same page in Korean. */
export const TourProgramKorean: Story = {
  globals: { locale: "ko" },
  args: { path: "/bleisure/tour-program" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "여유 시간에 맞는 프로그램" }, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText("프로그램 4개", {}, WAIT)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("여유 시간에 맞는 프로그램 · 서울 블레저"));
  },
};
