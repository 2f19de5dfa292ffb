import { FAIR_YEARS, MICE_EDITION } from "@contracts/editions";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { and, eq } from "drizzle-orm";
import { daysFrom, DEMO_PASSWORD, type SeedAccount } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";
import { seedAccountRow } from "../../platform/db/seed-accounts";
import { accounts } from "../auth/tables";
import { conferenceSessions, fairEditions, miceVisitors, type SessionSpeaker } from "./tables";
import { newBadgeCode } from "./visitors";
import { textColumns } from "../../platform/seed-rows";

/**
 * The MICE fair's demo: the current edition dated from the seeding day (MICE_EDITION's offsets, so its days are
 * always ahead and registration open), its conference programme over the two days in three rooms, and a visitor
 * account already registered with its badge. The exhibitors are the mart's companies that apply for the fair.
 */

type Text = readonly [en: string, ko: string];

export const MICE_VISITOR_EMAIL = "visitor@demo.test";

/** Listed in the README; the accreditation area's, so a member account of the same address is another person. */
export const MICE_SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    area: "accreditation",
    type: "visitor",
    email: MICE_VISITOR_EMAIL,
    name: "Jung Ha-eun",
    password: DEMO_PASSWORD,
    phone: "01045678901",
  },
];

const EDITION = {
  name: ["Korea MICE Fair", "코리아 마이스 페어"],
  venue: ["Songdo Convensia", "송도컨벤시아"],
  city: ["Incheon", "인천"],
} as const satisfies Record<string, Text>;

const ROOMS = {
  ballroom: ["Premier Ballroom", "프리미어볼룸"],
  room105: ["Conference Room 105", "105호 회의실"],
  room108: ["Conference Room 108", "108호 회의실"],
} as const satisfies Record<string, Text>;

const TRACKS = {
  keynote: ["Keynote", "기조연설"],
  sustainability: ["Sustainable events", "지속 가능한 행사"],
  technology: ["Event technology", "행사 기술"],
  destinations: ["Destinations", "목적지 마케팅"],
  business: ["Business of events", "행사 비즈니스"],
} as const satisfies Record<string, Text>;

const speaker = (name: Text, role: Text, organisation: Text): SessionSpeaker => ({
  name_en: name[0],
  name_ko: name[1],
  role_en: role[0],
  role_ko: role[1],
  organisation_en: organisation[0],
  organisation_ko: organisation[1],
});

type SeedSession = {
  /** 0 for the first fair day, 1 for the second. */
  day: 0 | 1;
  starts: string;
  ends: string;
  room: keyof typeof ROOMS;
  track: keyof typeof TRACKS;
  title: Text;
  summary: Text;
  speakers: SessionSpeaker[];
};

export const MICE_SEED_SESSIONS: readonly SeedSession[] = [
  {
    day: 0,
    starts: "10:30",
    ends: "11:30",
    room: "ballroom",
    track: "keynote",
    title: ["Asia's meetings industry after the recovery", "회복 이후 아시아 MICE 산업의 현재"],
    summary: [
      "Where international associations and corporate planners are taking their events next, and what that means for Korean destinations competing with Singapore, Bangkok and Tokyo.",
      "국제 협회와 기업 기획자들이 다음 행사를 어디에서 열려 하는지, 그리고 싱가포르·방콕·도쿄와 경쟁하는 국내 개최지에 어떤 의미인지 살펴봅니다.",
    ],
    speakers: [
      speaker(
        ["Emma Lindqvist", "엠마 린드크비스트"],
        ["Director of research", "연구 총괄"],
        ["Meridian Meetings Institute", "메리디안 미팅스 연구소"],
      ),
    ],
  },
  {
    day: 0,
    starts: "13:00",
    ends: "14:00",
    room: "room105",
    track: "sustainability",
    title: ["Measuring an event's carbon footprint", "행사의 탄소발자국 측정하기"],
    summary: [
      "Travel, venue energy, catering and waste: a practical method to measure a congress's emissions, report them to sponsors and cut them year on year.",
      "이동, 행사장 에너지, 케이터링, 폐기물까지 국제회의의 배출량을 측정해 후원사에 보고하고 해마다 줄여 가는 실무 방법을 소개합니다.",
    ],
    speakers: [
      speaker(
        ["Kim Soo-jin", "김수진"],
        ["Sustainability manager", "지속가능경영 매니저"],
        ["Green Venue Lab", "그린베뉴랩"],
      ),
    ],
  },
  {
    day: 0,
    starts: "13:00",
    ends: "14:00",
    room: "room108",
    track: "technology",
    title: ["Hybrid meetings that keep the remote audience", "온라인 참가자를 놓치지 않는 하이브리드 회의"],
    summary: [
      "Production, moderation and networking formats that make online participants more than viewers, with the costs planners should expect.",
      "온라인 참가자를 단순한 시청자가 아닌 참여자로 만드는 중계 제작, 진행, 네트워킹 방식과 기획자가 예상해야 할 비용을 다룹니다.",
    ],
    speakers: [
      speaker(
        ["Daniel Okafor", "대니얼 오카포"],
        ["Head of virtual events", "버추얼 이벤트 총괄"],
        ["Streamhall", "스트림홀"],
      ),
      speaker(
        ["Lee Ji-hoon", "이지훈"],
        ["Technical director", "기술 감독"],
        ["Hanbit Event Solutions", "한빛이벤트솔루션"],
      ),
    ],
  },
  {
    day: 0,
    starts: "14:30",
    ends: "15:30",
    room: "ballroom",
    track: "destinations",
    title: [
      "Regional convention bureaus: winning events beyond Seoul",
      "지역 컨벤션뷰로: 서울 밖으로 행사를 유치하는 법",
    ],
    summary: [
      "Bureaus from Korea's regions on bid support, subsidies and the local partners that bring an association congress to their city.",
      "전국 지역 컨벤션뷰로가 유치 제안 지원, 개최 지원금, 그리고 협회 국제회의를 도시로 이끄는 지역 파트너에 대해 이야기합니다.",
    ],
    speakers: [
      speaker(
        ["Park Min-seo", "박민서"],
        ["Head of convention sales", "컨벤션 유치 팀장"],
        ["Southern Coast Convention Bureau", "남해안컨벤션뷰로"],
      ),
      speaker(
        ["Choi Dong-hyun", "최동현"],
        ["Bid manager", "유치 매니저"],
        ["Central Korea Convention Bureau", "중부컨벤션뷰로"],
      ),
      speaker(
        ["Sarah Whitfield", "세라 휫필드"],
        ["Moderator, association consultant", "진행, 협회 컨설턴트"],
        ["Whitfield Association Partners", "휫필드 어소시에이션 파트너스"],
      ),
    ],
  },
  {
    day: 0,
    starts: "16:00",
    ends: "17:00",
    room: "room105",
    track: "business",
    title: ["Incentive travel trends: smaller groups, longer stays", "포상관광 트렌드: 더 작은 그룹, 더 긴 체류"],
    summary: [
      "What companies now reward their best people with: wellness, local culture and extended stays, and how Korean suppliers can package them.",
      "기업이 우수 직원에게 주는 포상의 변화(웰니스, 지역 문화, 연장 체류)와 국내 공급사가 이를 상품으로 구성하는 방법을 알아봅니다.",
    ],
    speakers: [
      speaker(
        ["Marco Bellini", "마르코 벨리니"],
        ["Managing director", "대표"],
        ["Bellini Incentive Group", "벨리니 인센티브 그룹"],
      ),
    ],
  },
  {
    day: 1,
    starts: "10:30",
    ends: "11:30",
    room: "ballroom",
    track: "keynote",
    title: ["Legacy: what a congress leaves behind in its host city", "레거시: 국제회의가 개최도시에 남기는 것"],
    summary: [
      "Research partnerships, new local chapters and public outreach: how hosts and associations plan an event's lasting value from the bid onwards.",
      "공동 연구, 현지 지부 설립, 시민 참여 프로그램 등 개최도시와 협회가 유치 단계부터 행사의 지속적인 가치를 설계하는 방법을 다룹니다.",
    ],
    speakers: [
      speaker(
        ["Yoon Seo-yeon", "윤서연"],
        ["Professor of tourism", "관광학과 교수"],
        ["Incheon Global University", "인천글로벌대학교"],
      ),
    ],
  },
  {
    day: 1,
    starts: "13:00",
    ends: "14:00",
    room: "room105",
    track: "sustainability",
    title: ["Zero-waste catering and venues", "제로웨이스트 케이터링과 행사장"],
    summary: [
      "Menus planned by headcount, reusable ware at scale and food donation: a venue and a caterer share what worked over a season of events.",
      "인원에 맞춘 메뉴 기획, 대규모 다회용기 운영, 남은 음식 기부까지 한 시즌의 행사를 치른 행사장과 케이터링 업체가 경험을 나눕니다.",
    ],
    speakers: [
      speaker(["Han Ye-rin", "한예린"], ["Head chef", "총괄 셰프"], ["Harbour Table Catering", "하버테이블 케이터링"]),
      speaker(
        ["Jonas Weber", "요나스 베버"],
        ["Operations manager", "운영 매니저"],
        ["Greenfield Convention Centre", "그린필드 컨벤션센터"],
      ),
    ],
  },
  {
    day: 1,
    starts: "13:00",
    ends: "14:00",
    room: "room108",
    track: "technology",
    title: ["Registration, badges and personal data done well", "등록, 배지, 개인정보를 제대로 다루는 법"],
    summary: [
      "From the online form to the QR code at the door: collecting only what an event needs, keeping it safe and moving thousands of people through the entrance quickly.",
      "온라인 등록 양식부터 입구의 QR 코드까지, 행사에 필요한 정보만 모으고 안전하게 보관하며 수천 명을 빠르게 입장시키는 방법을 소개합니다.",
    ],
    speakers: [
      speaker(
        ["Kang Tae-yang", "강태양"],
        ["Product lead", "프로덕트 리드"],
        ["Hanbit Event Solutions", "한빛이벤트솔루션"],
      ),
    ],
  },
  {
    day: 1,
    starts: "14:30",
    ends: "15:30",
    room: "room108",
    track: "destinations",
    title: ["Unique venues of Korea: palaces, museums and hanok", "한국의 이색 행사장: 궁궐, 박물관, 한옥"],
    summary: [
      "How to book heritage and cultural sites for receptions and gala dinners: permits, capacities, seasons and what guests remember.",
      "궁궐과 박물관, 한옥을 리셉션과 만찬 장소로 활용하는 방법을 허가 절차, 수용 인원, 계절, 그리고 참가자의 기억에 남는 요소를 중심으로 안내합니다.",
    ],
    speakers: [
      speaker(
        ["Oh Na-young", "오나영"],
        ["Unique venues coordinator", "이색 행사장 코디네이터"],
        ["Korea Heritage Events", "코리아헤리티지이벤트"],
      ),
    ],
  },
  {
    day: 1,
    starts: "16:00",
    ends: "17:00",
    room: "ballroom",
    track: "business",
    title: [
      "Meet the buyers: what international planners ask of Korean suppliers",
      "바이어와의 대화: 해외 기획자가 국내 공급사에 바라는 것",
    ],
    summary: [
      "Three planners who bring groups to Korea on proposals, response times, pricing in their currency and the details that win the contract.",
      "한국으로 단체를 보내는 해외 기획자 세 명이 제안서, 응답 속도, 자국 통화 견적, 그리고 계약을 따내는 세부 사항에 대해 이야기합니다.",
    ],
    speakers: [
      speaker(
        ["Aiko Tanaka", "다나카 아이코"],
        ["Senior planner", "수석 기획자"],
        ["Sakura Business Travel", "사쿠라 비즈니스 트래블"],
      ),
      speaker(
        ["Rahul Mehta", "라훌 메타"],
        ["Director, MICE", "MICE 부문 이사"],
        ["Lotus Events India", "로터스 이벤트 인디아"],
      ),
      speaker(
        ["Claire Dubois", "클레르 뒤부아"],
        ["Account director", "어카운트 디렉터"],
        ["Atelier Congrès", "아틀리에 콩그레"],
      ),
    ],
  },
];

export const MICE_SEED_STEPS: SeedStep[] = [
  {
    name: "mice-edition-v1",
    run: async (tx) => {
      const today = shopToday(new Date());
      const year = FAIR_YEARS.mice;
      const [first, last] = MICE_EDITION.fairDays.map((offset) => addDays(today, offset)) as [string, string];
      await tx
        .insert(fairEditions)
        .values({
          fair: "mice",
          year,
          ...textColumns({ name: EDITION.name, venue: EDITION.venue, city: EDITION.city }),
          firstDay: first,
          lastDay: last,
          opens: MICE_EDITION.opens,
          closes: MICE_EDITION.closes,
          registrationClosesOn: addDays(today, MICE_EDITION.registrationCloses),
        })
        .onConflictDoNothing();
      const days = [first, last] as const;
      await tx.insert(conferenceSessions).values(
        MICE_SEED_SESSIONS.map((session) => ({
          fair: "mice" as const,
          year,
          day: days[session.day],
          startsAt: session.starts,
          endsAt: session.ends,
          ...textColumns({
            room: ROOMS[session.room],
            track: TRACKS[session.track],
            title: session.title,
            summary: session.summary,
          }),
          speakers: session.speakers,
          // parallel sessions in the order of their rooms
          sort: Object.keys(ROOMS).indexOf(session.room),
        })),
      );
    },
  },
  {
    name: "mice-visitors-v1",
    run: async (tx) => {
      const now = new Date();
      // One at a time (see seedAccountRow).
      for (const account of MICE_SEED_ACCOUNTS) {
        await tx
          .insert(accounts)
          .values(await seedAccountRow(account, now))
          .onConflictDoNothing();
      }
      const [visitor] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.area, "accreditation"), eq(accounts.email, MICE_VISITOR_EMAIL)));
      if (!visitor) throw new Error(`seed: ${MICE_VISITOR_EMAIL} was not inserted`);
      await tx
        .insert(miceVisitors)
        .values({
          accountId: visitor.id,
          year: FAIR_YEARS.mice,
          nationality: "KR",
          organisation: "Seoul Event Partners",
          jobTitle: "Event planner",
          interests: ["conference", "event_technology", "sustainability"],
          marketing: false,
          badgeCode: newBadgeCode(),
          registeredAt: daysFrom(now, -5),
        })
        .onConflictDoNothing();
    },
  },
];
