import type { Post, PostSummary } from "@contracts/boards";

/** A flat picture: stories never wait on the server's images, and screenshots stay the same. */
export const eventImage = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${fill}"/></svg>`,
  )}`;

const summary = (fields: Partial<PostSummary> & Pick<PostSummary, "id" | "title">): PostSummary => ({
  site: "shop",
  type: "notice",
  excerpt: "",
  pinned: false,
  starts_on: null,
  ends_on: null,
  link_path: null,
  image: null,
  view_count: 0,
  attachment_count: 0,
  published_at: "2026-05-01T09:00:00+09:00",
  ...fields,
});

export const notices: PostSummary[] = [
  summary({
    id: 101,
    title: "Holiday opening hours for the customer centre",
    pinned: true,
    view_count: 1532,
    attachment_count: 1,
    published_at: "2026-04-28T10:00:00+09:00",
  }),
  summary({
    id: 104,
    title: "New tours for the summer season",
    view_count: 87,
    published_at: "2026-05-14T09:00:00+09:00",
  }),
  summary({
    id: 103,
    title: "Changes to the bank transfer deadline",
    view_count: 240,
    attachment_count: 2,
    published_at: "2026-05-10T15:30:00+09:00",
  }),
  summary({ id: 102, title: "Service maintenance on 5 May", view_count: 1, published_at: "2026-05-02T09:00:00+09:00" }),
];

export const events: { current: PostSummary[]; past: PostSummary[] } = {
  current: [
    summary({
      id: 201,
      type: "event",
      title: "Spring festival week: 10% off festival tours",
      excerpt: "Book any festival tour this month and save 10% with the code at checkout.",
      starts_on: "2026-05-01",
      ends_on: "2026-05-31",
      link_path: "/product/search/festival/all",
      image: eventImage("teal"),
      view_count: 410,
      published_at: "2026-04-25T09:00:00+09:00",
    }),
    summary({
      id: 202,
      type: "event",
      title: "Medical travel mart registration",
      excerpt: "Buyers and sellers can register for the travel mart's meetings.",
      starts_on: "2026-05-10",
      ends_on: "2026-05-15",
      link_path: "/sitmmt",
      image: eventImage("royalblue"),
      published_at: "2026-05-09T09:00:00+09:00",
    }),
    summary({
      id: 203,
      type: "event",
      title: "Jeju summer night market",
      excerpt: "Night market tours with local food, every Friday in June.",
      starts_on: "2026-06-05",
      ends_on: "2026-06-26",
      link_path: "/product/search/tour/jeju",
      image: null,
      published_at: "2026-05-12T09:00:00+09:00",
    }),
  ],
  past: [
    summary({
      id: 190,
      type: "event",
      title: "Cherry blossom photo contest",
      excerpt: "Thank you for the thousands of photos of the spring blossoms.",
      starts_on: "2026-03-25",
      ends_on: "2026-04-10",
      link_path: null,
      image: eventImage("palevioletred"),
      published_at: "2026-03-20T09:00:00+09:00",
    }),
  ],
};

export const noticeDetail: Post = {
  ...(notices[2] as PostSummary),
  content:
    "From 1 June, a bank transfer must arrive within 3 days of the reservation.\nReservations without a deposit by then are cancelled.\n\n\nCard and PayPal payments are not affected.\n\n<b>Questions?</b> Write to us from the contact page.",
  attachments: [
    { id: 9001, name: "transfer-guide.pdf", mime: "application/pdf", size: 482_304, url: "/api/v1/attachments/9001" },
    { id: 9002, name: "bank-list.png", mime: "image/png", size: 2_411_724, url: "/api/v1/attachments/9002" },
  ],
  previous: { id: 104, title: "New tours for the summer season" },
  next: { id: 102, title: "Service maintenance on 5 May" },
};

export const eventDetail: Post = {
  ...(events.current[0] as PostSummary),
  content: "Save 10% on every festival tour booked in May.\n\nThe discount is applied at checkout.",
  attachments: [],
  previous: null,
  next: null,
};

// ---- the medical travel mart's boards (`/sitmmt/board`) ----

const martSummary = (fields: Partial<PostSummary> & Pick<PostSummary, "id" | "type" | "title">): PostSummary =>
  summary({ site: "sitmmt", ...fields });

export const martPress: PostSummary[] = [
  martSummary({
    id: 401,
    type: "press",
    title: "SITMMT 2025 opens applications for overseas buyers",
    excerpt: "Applications are open until 31 July",
    pinned: true,
    view_count: 1204,
    attachment_count: 1,
    published_at: "2026-05-12T09:00:00+09:00",
  }),
  martSummary({
    id: 402,
    type: "press",
    title: "Seoul hospitals welcomed 120,000 international patients last year",
    excerpt: "A record year for medical tourism in Seoul",
    view_count: 873,
    published_at: "2026-05-06T09:00:00+09:00",
  }),
];

export const martFaq: PostSummary[] = [
  martSummary({ id: 301, type: "faq", title: "Who can take part as a buyer?", view_count: 412 }),
  martSummary({ id: 302, type: "faq", title: "How are meetings arranged?", view_count: 388 }),
  martSummary({ id: 303, type: "faq", title: "Is there a fee for sellers?", view_count: 251 }),
];

export const martFaqAnswer: Post = {
  ...(martFaq[1] as PostSummary),
  content: [
    "Once the organiser approves your application, open the business list and choose a company.",
    "Pick a free 30-minute slot on 18 or 19 September; the seller confirms or declines the request.",
    "",
    "Confirmed meetings appear in My meetings with both companies' local times.",
  ].join("\n"),
  attachments: [],
  previous: null,
  next: null,
};

// ---- the education trip programme's FAQ (`/seouledutravel/faq/list`) ----

const eduSummary = (fields: Partial<PostSummary> & Pick<PostSummary, "id" | "type" | "title">): PostSummary =>
  summary({ site: "seouledutravel", ...fields });

export const eduFaq: PostSummary[] = [
  eduSummary({ id: 501, type: "faq", title: "Who can apply for the programme?", view_count: 96 }),
  eduSummary({ id: 502, type: "faq", title: "Can I save my application and finish it later?", view_count: 71 }),
];

export const eduFaqAnswer: Post = {
  ...(eduFaq[1] as PostSummary),
  content: [
    "Yes. The form is saved as a draft as you fill it in.",
    "Sign in on any device and open My applications to continue where you stopped.",
  ].join("\n"),
  attachments: [],
  previous: { id: 501, title: "Who can apply for the programme?" },
  next: null,
};
