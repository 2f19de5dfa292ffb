import { SEED_ADMIN_EMAIL, seedAccountId } from "../boards/seed-posts";
import { daysFrom } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";
import { partnershipApplications } from "./tables";

type SeedApplication = Omit<
  typeof partnershipApplications.$inferInsert,
  "privacyConsentedAt" | "createdAt" | "updatedAt" | "decidedAt" | "decidedBy"
> & { ageDays: number };

/**
 * Three venues' applications for the operators' review (`/seoulitepass/admin/partnerships`): two waiting, one
 * declined a day after it came. Their references are fixed so the demo and its guide can name them.
 */
export const PARTNERSHIP_SEED_APPLICATIONS: readonly SeedApplication[] = [
  {
    reference: "P000001-DEMO01",
    venueNameEn: "Bukchon Tea House",
    venueNameKo: "북촌 찻집",
    category: "experience",
    district: "jongno",
    address: "37 Bukchon-ro 11-gil, Jongno-gu, Seoul",
    website: "https://bukchon-tea.example",
    contactName: "Kim Soo-ah",
    email: "tea@bukchon.example",
    phone: "0212345678",
    benefitKind: "discount",
    benefitPercent: 20,
    message:
      "A traditional hanok tea house with a 40-minute tea ceremony class in English and Korean, twice a day. We would give pass holders 20% off the class.",
    lang: "en",
    ageDays: 2,
  },
  {
    reference: "P000002-DEMO02",
    venueNameEn: "Mangwon Print Studio",
    venueNameKo: "망원 판화 공방",
    category: "gallery",
    district: "mapo",
    address: "서울특별시 마포구 망원로 52",
    website: null,
    contactName: "이하늘",
    email: "studio@mangwon-print.example",
    phone: "01098765432",
    benefitKind: "free_entry",
    benefitPercent: null,
    message: "작은 판화 갤러리와 공방입니다. 패스 소지자는 전시를 무료로 관람하실 수 있도록 하고 싶습니다.",
    lang: "ko",
    ageDays: 1,
  },
  {
    reference: "P000003-DEMO03",
    venueNameEn: "Gangnam Sky Lounge",
    venueNameKo: null,
    category: "shopping",
    district: "gangnam",
    address: "415 Teheran-ro, Gangnam-gu, Seoul",
    website: "https://sky-lounge.example",
    contactName: "Alex Park",
    email: "partners@sky-lounge.example",
    phone: "+82212349876",
    benefitKind: "discount",
    benefitPercent: 5,
    message: "A rooftop bar. We can give 5% off drinks to pass holders after 10 pm.",
    lang: "en",
    status: "declined",
    decisionNote:
      "Thank you for applying. The pass lists places open to families during the day, so a late-night bar does not fit it.",
    ageDays: 6,
  },
];

export const PARTNERSHIP_SEED_STEPS: SeedStep[] = [
  {
    name: "partnerships-v1",
    run: async (tx) => {
      const now = new Date();
      const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
      for (const { ageDays, ...application } of PARTNERSHIP_SEED_APPLICATIONS) {
        const sent = daysFrom(now, -ageDays);
        const decided = application.status === "declined" ? daysFrom(now, 1 - ageDays) : null;
        await tx.insert(partnershipApplications).values({
          ...application,
          privacyConsentedAt: sent,
          decidedAt: decided,
          decidedBy: decided ? adminId : null,
          createdAt: sent,
          updatedAt: decided ?? sent,
        });
      }
    },
  },
];
