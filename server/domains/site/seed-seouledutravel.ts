import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { asc, desc } from "drizzle-orm";
import { eduProgrammes } from "../applications/tables";
import type { SeedBoard, SeedPost, SeedSitePage } from "../boards/seed-posts";
import { lines, pageDay, siteBoard, siteContentStep } from "./seed-site-content";
import type { SeedStep } from "../../platform/db/seed-step";

/**
 * The education trip programme's demo content (issue 21, /seouledutravel): the introduction and the application
 * guide the programme office edits (first written from the screens' texts), the FAQ, and notices whose days are read
 * from the seeded programmes, so a notice and the programme page agree.
 */

export const EDU_SITE = "seouledutravel";

export const EDU_PAGE_SLUGS = ["introduction", "guide"] as const;

type EduPage = SeedSitePage & { slug: (typeof EDU_PAGE_SLUGS)[number] };

export const EDU_PAGES: readonly EduPage[] = [
  {
    slug: "introduction",
    title: ["About the programme", "프로그램 소개"],
    summary: [
      "The Seoul Education Trip Programme helps schools abroad bring their students to Seoul to learn with Seoul students.",
      "서울 교육여행 프로그램은 해외 학교 학생들이 서울에 와서 서울 학생들과 함께 배울 수 있도록 돕습니다.",
    ],
    body: [
      lines(
        "## Why the programme exists",
        "Learning together builds friendships that last. The programme connects schools abroad with Seoul partner schools, so students share lessons, meals and everyday school life.",
        "",
        "## What a trip looks like",
        "At least one day at a Seoul partner school, hands-on classes such as Korean, coding and traditional arts, and visits to palaces, museums and neighbourhoods chosen with the teachers.",
        "",
        "## What the programme supports",
        "The programme office helps plan the itinerary, arranges the partner school visits and covers part of the programme costs for approved participants.",
        "",
        "## After the trip",
        "Each participant sends a short trip report. The reports help the next groups and the partner schools.",
      ),
      lines(
        "## 프로그램의 목적",
        "함께 배우며 쌓은 우정은 오래갑니다. 해외 학교와 서울 협력 학교를 이어, 학생들이 수업과 식사, 학교생활을 함께 나누도록 합니다.",
        "",
        "## 여행 일정",
        "서울 협력 학교에서 최소 하루를 보내고, 한국어·코딩·전통 공예 같은 체험 수업에 참여하며, 선생님과 함께 고른 궁궐, 박물관, 동네를 둘러봅니다.",
        "",
        "## 지원 내용",
        "사무국이 일정 계획을 돕고 협력 학교 방문을 준비하며, 승인된 참가자의 프로그램 비용 일부를 지원합니다.",
        "",
        "## 여행을 마친 뒤",
        "참가자는 짧은 여행 보고서를 제출합니다. 보고서는 다음 참가자와 협력 학교에 큰 도움이 됩니다.",
      ),
    ],
  },
  {
    slug: "guide",
    title: ["Application guide", "신청 안내"],
    summary: [
      "How to apply, what to prepare and what happens after you submit.",
      "신청 방법, 준비할 것, 제출 후 진행 과정을 안내합니다.",
    ],
    body: [
      lines(
        "## Who can apply",
        "Students and teachers of schools abroad who are 14 or older on the first day of the trip, with a passport valid until after the trip ends.",
        "",
        "## What to prepare",
        "Your passport (number and expiry date) and a scan or photo of its photo page, your planned flights, your visa status, a bank account for support payments, and a few lines about why you want to join.",
        "",
        "## How to apply",
        "1. Sign in or create an account.",
        "2. Choose the programme and fill in the form step by step. Your draft is saved as you go, so you can continue later on any device.",
        "3. Agree to the terms and submit before the application period ends.",
        "",
        "## After you submit",
        "The programme office reviews each application. If they need more information, they write to you and you can edit and submit again. You then hear whether you are approved, on the waiting list or not accepted. You can withdraw at any time before a decision.",
        "",
        "## Once you are approved",
        "You can update your flights, visa status and dietary needs until the pre-departure deadline. After the trip, send your trip report by its due date.",
      ),
      lines(
        "## 신청 자격",
        "여행 첫날 기준 만 14세 이상인 해외 학교 학생과 교사로, 여권 유효기간이 여행 종료일 이후까지 남아 있어야 합니다.",
        "",
        "## 준비할 것",
        "여권 번호와 만료일, 여권 사진면 스캔본이나 사진, 예정 항공편, 비자 상태, 지원금을 받을 계좌, 간단한 지원 동기를 준비해 주세요.",
        "",
        "## 신청 방법",
        "1. 로그인하거나 회원으로 가입합니다.",
        "2. 프로그램을 고르고 단계별로 신청서를 작성합니다. 작성한 내용은 자동으로 저장되므로 나중에 다른 기기에서도 이어서 쓸 수 있습니다.",
        "3. 약관에 동의하고 접수 기간 안에 제출합니다.",
        "",
        "## 제출한 뒤에는",
        "사무국이 신청서를 하나씩 심사합니다. 추가 정보가 필요하면 안내를 보내 드리며, 신청서를 수정해 다시 제출할 수 있습니다. 이후 승인, 대기, 불승인 중 결과를 알려 드립니다. 결과가 나오기 전에는 언제든 신청을 취소할 수 있습니다.",
        "",
        "## 승인된 뒤에는",
        "출국 전 정보 입력 기한까지 항공편, 비자 상태, 식이 제한을 수정할 수 있습니다. 여행이 끝나면 기한 안에 여행 보고서를 제출해 주세요.",
      ),
    ],
  },
];

/** The programme's frequently asked questions, oldest first in the seeding (the board lists the newest first). */
export const EDU_FAQ: readonly SeedPost[] = [
  {
    ageDays: 40,
    title: ["Who can apply?", "누가 신청할 수 있나요?"],
    content: [
      "Students and teachers of schools abroad can apply. You must be 14 or older on the first day of the trip, and your passport must still be valid after the trip's return date.\n\nTeachers who travel with their students apply too, each with an application of their own, so the programme office can plan the group.",
      "해외 학교의 학생과 교사가 신청할 수 있습니다. 여행 첫날 기준 만 14세 이상이어야 하며, 여권 유효기간이 여행 귀국일 이후까지 남아 있어야 합니다.\n\n학생과 함께 여행하는 교사도 각자 신청서를 제출해 주세요. 사무국이 이를 바탕으로 단체 일정을 준비합니다.",
    ],
  },
  {
    ageDays: 39,
    title: ["Which documents do I need?", "어떤 서류가 필요한가요?"],
    content: [
      "Your passport number and expiry date, and a scan or photo of the passport's photo page (PDF, PNG, JPEG or WebP, up to 10 MB). In the form you also give your planned flights, your visa status, a bank account for support payments and a few lines about why you want to join.\n\nYou do not need everything at once: the form saves your draft as you go.",
      "여권 번호와 만료일, 여권 사진면 스캔본이나 사진(PDF, PNG, JPEG, WebP, 10MB 이하)이 필요합니다. 신청서에는 예정 항공편, 비자 상태, 지원금을 받을 계좌, 간단한 지원 동기도 입력합니다.\n\n모든 내용을 한 번에 준비하지 않아도 됩니다. 작성 중인 신청서는 자동으로 저장됩니다.",
    ],
  },
  {
    ageDays: 38,
    title: ["Which costs does the programme cover?", "프로그램에서 어떤 비용을 지원하나요?"],
    content: [
      "The programme office plans the itinerary with your teachers and arranges the partner school days, the hands-on classes and the visits, and it covers part of the programme costs for approved participants. The support is paid into the bank account you give in the application.\n\nFlights, travel insurance and personal spending are your own, unless a notice for your programme says otherwise.",
      "사무국이 선생님과 함께 일정을 계획하고 협력 학교 방문, 체험 수업, 탐방을 준비하며, 승인된 참가자의 프로그램 비용 일부를 지원합니다. 지원금은 신청서에 입력한 계좌로 지급됩니다.\n\n항공권, 여행자 보험, 개인 경비는 해당 프로그램 공지에 따로 안내가 없는 한 참가자 부담입니다.",
    ],
  },
  {
    ageDays: 37,
    title: ["How long must my passport be valid?", "여권 유효기간은 얼마나 남아 있어야 하나요?"],
    content: [
      "At least until after the trip's return date: the form does not accept a passport that expires on or before it. Some airlines and transit countries ask for six months of validity, so if your passport expires soon after the trip, please renew it before you apply.\n\nIf you receive a new passport after applying, write to us on the Q&A board and update your application.",
      "최소한 여행 귀국일 이후까지 유효해야 하며, 귀국일 당일이나 그 전에 만료되는 여권은 신청서에 입력할 수 없습니다. 일부 항공사와 경유 국가는 6개월 이상의 유효기간을 요구하므로, 여행 직후 만료되는 여권이라면 신청 전에 갱신해 주세요.\n\n신청 후 여권을 새로 발급받았다면 Q&A 게시판에 알려 주시고 신청서를 수정해 주세요.",
    ],
  },
  {
    ageDays: 36,
    title: ["What happens after my application is approved?", "신청이 승인되면 어떻게 되나요?"],
    content: [
      "You receive an e-mail in your language, and your application page shows the decision. Until the pre-departure deadline you can update your flights, visa status and dietary needs; the programme office uses them to plan airport pick-ups, meals and the partner school days.\n\nBefore the trip, approved participants are invited to an online orientation (see the notices).",
      "신청하신 언어로 메일을 보내 드리며, 내 신청서 화면에서도 결과를 확인할 수 있습니다. 출국 전 정보 입력 기한까지 항공편, 비자 상태, 식이 제한을 수정할 수 있으며, 사무국은 이 정보로 공항 픽업, 식사, 협력 학교 일정을 준비합니다.\n\n출국 전에는 승인된 참가자를 온라인 오리엔테이션에 초대합니다(공지사항 참고).",
    ],
  },
  {
    ageDays: 35,
    title: ["What is the report after the trip?", "여행 후 보고서는 무엇인가요?"],
    content: [
      "After the trip each participant sends a short report from their application page: a few paragraphs about what you learned and did, with photos or files if you like. The due date is shown on your application; we send a reminder a week before and on the day.\n\nA report that is late is marked overdue for you and for the programme office, so please write to us if you need more time.",
      "여행이 끝나면 참가자마다 내 신청서 화면에서 짧은 보고서를 제출합니다. 배우고 경험한 내용을 몇 단락으로 적고, 원하면 사진이나 파일도 첨부할 수 있습니다. 제출 기한은 신청서에 표시되며, 기한 일주일 전과 당일에 알림 메일을 보내 드립니다.\n\n기한이 지나면 참가자와 사무국 화면 모두에 기한 초과로 표시되니, 시간이 더 필요하면 미리 알려 주세요.",
    ],
  },
  {
    ageDays: 34,
    title: ["How do I contact the programme office?", "사무국에 어떻게 문의하나요?"],
    content: [
      "Sign in and ask on the Q&A board. Questions and answers there are public, so other applicants can read them too; your name is shown masked and any files you attach are seen only by you and the programme office.\n\nWe answer on working days (Monday to Friday, 09:00 to 18:00 Korea time), usually within two working days.",
      "로그인한 뒤 Q&A 게시판에 문의해 주세요. 질문과 답변은 다른 신청자도 볼 수 있도록 공개되며, 이름은 일부만 표시되고 첨부한 파일은 본인과 사무국만 볼 수 있습니다.\n\n평일(월~금, 한국 시간 09:00~18:00)에 답변하며, 보통 2영업일 안에 답변해 드립니다.",
    ],
  },
];

type Programme = typeof eduProgrammes.$inferSelect;

/** A window's instant as the Korean day it falls on. */
const koreaDay = (at: Date, lang: "en" | "ko") => pageDay(shopToday(at), lang);

/**
 * The notices for the seeded programmes: the open one's application window and its orientation, and the reports of
 * the group back most recently. A programme that is not there leaves its notice out.
 */
export function eduNotices(programmes: readonly Programme[], now: Date): SeedPost[] {
  const today = shopToday(now);
  const open = programmes.find((programme) => programme.opensAt <= now && now < programme.closesAt);
  const back = programmes.find((programme) => programme.tripEnd < today && programme.reportDue >= today);
  const notices: SeedPost[] = [];
  if (open) {
    const opened = Math.max(0, Math.floor((now.getTime() - open.opensAt.getTime()) / 86_400_000));
    notices.push({
      pinned: true,
      ageDays: opened,
      title: [`Applications for ${open.titleEn} are open`, `${open.titleKo} 신청 접수 안내`],
      content: [
        `Applications are open from ${koreaDay(open.opensAt, "en")} to ${koreaDay(open.closesAt, "en")}. The trip runs from ${pageDay(open.tripStart, "en")} to ${pageDay(open.tripEnd, "en")} in ${open.destinationEn}, with ${open.capacity} places.\n\nYour draft is saved as you go, so you can start now and finish later; only submitted applications are reviewed. Please read the application guide and the FAQ before you apply.`,
        `${koreaDay(open.opensAt, "ko")}부터 ${koreaDay(open.closesAt, "ko")}까지 신청을 받습니다. 여행은 ${pageDay(open.tripStart, "ko")}부터 ${pageDay(open.tripEnd, "ko")}까지 ${open.destinationKo}에서 진행되며, 모집 인원은 ${open.capacity}명입니다.\n\n작성 중인 신청서는 자동으로 저장되므로 지금 시작해 나중에 마칠 수 있으며, 제출한 신청서만 심사합니다. 신청 전에 신청 안내와 자주 묻는 질문을 읽어 주세요.`,
      ],
    });
    const orientation = addDays(open.detailsDeadline, -14);
    notices.push({
      ageDays: Math.max(0, opened - 2),
      title: [
        `Online orientation for ${open.titleEn} on ${pageDay(orientation, "en")}`,
        `${open.titleKo} 온라인 오리엔테이션 (${pageDay(orientation, "ko")})`,
      ],
      content: [
        `Approved participants and their teachers are invited to an online orientation on ${pageDay(orientation, "en")} at 16:00 Korea time. We go through the itinerary, the partner school days, what to pack, safety and the trip report, and answer your questions.\n\nThe link is mailed a week before. Please check your flights and dietary needs in your application before then: the pre-departure deadline is ${pageDay(open.detailsDeadline, "en")}.`,
        `승인된 참가자와 인솔 교사를 ${pageDay(orientation, "ko")} 한국 시간 16:00 온라인 오리엔테이션에 초대합니다. 일정, 협력 학교 방문, 준비물, 안전 수칙, 여행 보고서를 안내하고 질문에 답해 드립니다.\n\n접속 링크는 일주일 전에 메일로 보내 드립니다. 그 전에 신청서의 항공편과 식이 제한을 확인해 주세요. 출국 전 정보 입력 기한은 ${pageDay(open.detailsDeadline, "ko")}입니다.`,
      ],
    });
  }
  if (back) {
    notices.push({
      ageDays: 3,
      title: [`${back.titleEn}: trip reports due`, `${back.titleKo} 여행 보고서 제출 안내`],
      content: [
        `Welcome back! Participants of ${back.titleEn} please send their trip report from their application page by ${pageDay(back.reportDue, "en")}. A few paragraphs about what you learned are enough; photos are welcome.\n\nThank you for sharing your trip with the next groups and the partner schools.`,
        `돌아오신 것을 환영합니다! ${back.titleKo} 참가자는 ${pageDay(back.reportDue, "ko")}까지 내 신청서 화면에서 여행 보고서를 제출해 주세요. 배운 점을 몇 단락으로 적어 주시면 충분하며, 사진도 환영합니다.\n\n다음 참가자와 협력 학교를 위해 여행 이야기를 나눠 주셔서 감사합니다.`,
      ],
    });
  }
  return notices;
}

export const eduBoards = (notices: readonly SeedPost[]): readonly SeedBoard[] => [
  siteBoard("notice", notices),
  siteBoard(FAQ_BOARD_TYPE, EDU_FAQ),
];

/**
 * The programme site's pages and boards, edited by the demo operator. It runs after the programmes are seeded (or
 * on a database that has them since).
 */
export const EDU_SITE_SEED_STEPS: SeedStep[] = [
  siteContentStep("edu-site-v1", EDU_SITE, async (now, tx) => {
    const programmes = await tx
      .select()
      .from(eduProgrammes)
      .orderBy(desc(eduProgrammes.tripStart), asc(eduProgrammes.id));
    return { pages: EDU_PAGES, boards: eduBoards(eduNotices(programmes, now)) };
  }),
];
