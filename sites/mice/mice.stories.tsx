import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

// The fair's home as the site mounts it, with the edition the server answers (the site sees the fair feature only
// through its door): the heading is the edition's name, the dates come from the data.
const EDITION = {
  fair: "mice",
  year: 2026,
  days: ["2026-12-30", "2026-12-31"],
  opens: "10:00",
  closes: "18:00",
  registration_closes_on: "2026-12-27",
  registration_open: true,
  exhibitors: 11,
  sessions: 10,
};
const NAMES = {
  en: { name: "Korea MICE Fair", venue: "Songdo Convensia", city: "Incheon" },
  ko: { name: "코리아 마이스 페어", venue: "송도컨벤시아", city: "인천" },
} as const;

const handlers = [
  http.get("/api/v1/mice/edition", ({ request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    return HttpResponse.json({ data: { ...EDITION, ...NAMES[lang] }, meta: {} });
  }),
];

const meta = {
  title: "Sites/MICE/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/mice"),
  parameters: { layout: "fullscreen", msw: { handlers } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [NAMES.en.name, "MICE Fair menu", "Korea MICE Fair · Meetings, incentives, conventions and exhibitions"],
  ko: [NAMES.ko.name, "MICE 페어 메뉴", "코리아 마이스 페어 · 회의, 포상관광, 컨벤션, 전시"],
  signInHref: "/mice/login?redirect=%2Fmice",
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
