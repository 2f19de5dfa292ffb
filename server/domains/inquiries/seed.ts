import { SEED_ADMIN_EMAIL, seedAccountId } from "../boards/seed-posts";
import { daysFrom } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";
import { inquiries } from "./tables";

/**
 * The education programme's public Q&A: questions of its demo applicants (travel area, seeded with the
 * applications), two of them answered by the demo operator. Each asks in the language of their account.
 */

type SeedQuestion = {
  email: string;
  type: string;
  subject: string;
  content: string;
  ageDays: number;
  /** The operator's answer, a day after the question. */
  reply?: string;
};

export const EDU_QNA_QUESTIONS: readonly SeedQuestion[] = [
  {
    email: "edu.park@demo.test",
    type: "documents",
    subject: "My passport expires five months after the trip: is that enough?",
    content:
      "My passport is valid until about five months after the return date of the trip. Can I apply with it, or do I need to renew it first?",
    ageDays: 9,
    reply:
      "Yes, you can apply: the passport must be valid after the trip's return date, and yours is. Some airlines and transit countries ask for six months, though, so please check with your airline; if you renew it later, update the passport details in your application.",
  },
  {
    email: "edu.kim@demo.test",
    type: "programme",
    subject: "홈스테이 주말에 학생끼리 같은 집에 머물 수 있나요?",
    content: "같은 학교에서 두 명이 함께 신청했습니다. 주말 홈스테이 때 같은 가정에 배정해 주실 수 있는지 궁금합니다.",
    ageDays: 6,
    reply:
      "네, 가능합니다. 신청서의 지원 동기 아래에 함께 머물고 싶은 친구의 이름을 적어 주시면 협력 학교와 함께 같은 가정으로 배정해 드리겠습니다. 가정마다 사정이 다를 수 있어 확정되면 오리엔테이션 때 안내해 드립니다.",
  },
  {
    email: "edu.choi@demo.test",
    type: "application",
    subject: "Can two teachers from the same school apply?",
    content:
      "Our school would like to send two teachers with the students this year. Should each teacher fill in an application of their own?",
    ageDays: 3,
  },
  {
    email: "edu.yoon@demo.test",
    type: "other",
    subject: "Vegetarian meals at the partner school",
    content:
      "I am vegetarian. Will the lunches at the partner school and on the visits have a vegetarian option, or should I bring my own food?",
    ageDays: 1,
  },
];

export const EDU_QNA_SEED_STEPS: SeedStep[] = [
  {
    name: "edu-qna-v1",
    run: async (tx) => {
      const now = new Date();
      const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
      for (const question of EDU_QNA_QUESTIONS) {
        const asked = daysFrom(now, -question.ageDays);
        const replied = question.reply === undefined ? null : daysFrom(now, 1 - question.ageDays);
        await tx.insert(inquiries).values({
          site: "seouledutravel",
          memberId: await seedAccountId(tx, "travel", question.email),
          type: question.type,
          subject: question.subject,
          content: question.content,
          status: question.reply === undefined ? "open" : "replied",
          reply: question.reply ?? null,
          repliedAt: replied,
          repliedBy: question.reply === undefined ? null : adminId,
          createdAt: asked,
          updatedAt: replied ?? asked,
        });
      }
    },
  },
];
