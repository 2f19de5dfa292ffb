import type { PointRow } from "@contracts/members";
import type {
  MemberAdminCoupon,
  MemberAdminDetail,
  MemberAdminPointRow,
  MemberAdminRow,
} from "@contracts/members-admin";

export const STORY_ADMIN_TOKEN = "story-members-admin-token";

const row = (id: number, overrides: Partial<MemberAdminRow>): MemberAdminRow => ({
  id,
  name: "Kim Minji",
  email: `member${id}@example.com`,
  login_id: `member${id}@example.com`,
  phone: "01012345678",
  type: "general",
  social_type: null,
  status: "active",
  points: 0,
  created_at: "2026-10-01T09:00:00+09:00",
  ...overrides,
});

/** Three members, newest first: two active, one deactivated. */
export const membersFixture: readonly MemberAdminRow[] = [
  row(31, {
    name: "John Carter",
    email: "john.carter@example.com",
    login_id: "jcarter",
    phone: "+12025550143",
    points: 1200,
    created_at: "2026-11-20T10:00:00+09:00",
  }),
  row(30, {
    name: "Kim Minji",
    email: "minji@example.com",
    login_id: "minji",
    points: 350,
    created_at: "2026-11-02T12:00:00+09:00",
    social_type: "kakao",
  }),
  row(29, {
    name: "Lee Jun",
    email: "jun.lee@example.com",
    login_id: "junlee",
    phone: null,
    status: "inactive",
    created_at: "2026-09-12T08:30:00+09:00",
  }),
];

const point = (id: number, overrides: Partial<PointRow>): PointRow => ({
  id,
  kind: "earn",
  amount: 500,
  reason: "Welcome points",
  created_at: "2026-11-02T12:00:00+09:00",
  expires_at: null,
  is_valid: true,
  ...overrides,
});

const coupon = (id: number, overrides: Partial<MemberAdminCoupon>): MemberAdminCoupon => ({
  id,
  code: `WELCOME-${id}`,
  name: "Welcome 10% off",
  discount_type: "percent",
  discount_value: 10,
  currency: "USD",
  min_amount: 0,
  product_id: null,
  expires_at: "2026-12-31T23:59:00+09:00",
  used_at: null,
  revoked_at: null,
  revoke_reason: null,
  ...overrides,
});

/** Kim Minji's page: some bookings, points earned and used, a coupon of each kind. */
export function memberDetailFixture(base: MemberAdminRow = membersFixture[1] as MemberAdminRow): MemberAdminDetail {
  const { points, ...account } = base;
  return {
    account: {
      ...account,
      birthday: "1994-03-15",
      gender: "female",
      nationality: "KR",
      passport: null,
      company_name: null,
      marketing: true,
      lang: "ko",
      updated_at: "2026-11-10T09:00:00+09:00",
    },
    counts: { reservations: 3, reviews: 1, inquiries: 2 },
    points: {
      balance: points,
      history: points
        ? [
            point(12, {
              kind: "use",
              amount: -150,
              reason: "Reservation R261110-ABCDEF",
              created_at: "2026-11-10T09:00:00+09:00",
              is_valid: false,
            }),
            point(11, {}),
          ]
        : [],
      history_total: points ? 2 : 0,
    },
    coupons: {
      held: [coupon(5, {})],
      used: [
        coupon(4, {
          name: "Autumn 5,000 KRW off",
          discount_type: "amount",
          discount_value: 5000,
          currency: "KRW",
          used_at: "2026-10-20T10:00:00+09:00",
        }),
      ],
      expired: [],
      revoked: [],
    },
  };
}

/** The operator the stories sign in as, who wrote the adjustments. */
export const STORY_OPERATOR = { id: 7, name: "Kim Operator", role: "operator" as const };

/**
 * A long points history (`count` rows, newest first): every fifth row an operator's adjustment, the others the
 * member's earnings and uses of the autumn.
 */
export function longPointsHistory(count: number): MemberAdminPointRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const day = new Date(Date.UTC(2026, 10, 20, 1) - index * 86_400_000).toISOString();
    if (n % 5 === 0)
      return {
        ...point(1000 + n, { kind: "adjust", amount: 100, reason: `Apology no. ${n}`, created_at: day }),
        granted_by: STORY_OPERATOR,
      };
    return {
      ...point(1000 + n, {
        kind: n % 2 ? "earn" : "use",
        amount: n % 2 ? 50 : -20,
        reason: n % 2 ? `Review reward no. ${n}` : `Reservation no. ${n}`,
        created_at: day,
        is_valid: n % 2 === 1,
      }),
      granted_by: null,
    };
  });
}
