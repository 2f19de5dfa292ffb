import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button";
import { SiteFooter, type SiteFooterColumn, type SiteFooterLinkProps } from "./site-footer";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const onNavigate = fn();

/** Stands in for a router's link: sites pass theirs through `renderLink`; the design system imports no router. */
function FakeRouterLink({ href, children, ...props }: SiteFooterLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onNavigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** The footer's words in each language; the columns and their addresses are the same in both. */
const FOOTER_WORDS = {
  en: {
    company: "Company",
    about: "About us",
    partnership: "Partnership",
    careers: "Careers",
    support: "Support",
    notices: "Notices",
    faq: "FAQ",
    contact: "Contact us",
    policies: "Policies",
    terms: "Terms of use",
    privacy: "Privacy policy",
  },
  ko: {
    company: "회사 소개",
    about: "회사 소개",
    partnership: "제휴 문의",
    careers: "채용",
    support: "고객 지원",
    notices: "공지사항",
    faq: "자주 묻는 질문",
    contact: "1:1 문의",
    policies: "약관 및 정책",
    terms: "이용약관",
    privacy: "개인정보처리방침",
  },
} satisfies Record<string, Record<string, string>>;

function footerColumns(words: (typeof FOOTER_WORDS)["en"]): SiteFooterColumn[] {
  return [
    {
      title: words.company,
      links: [
        { label: words.about, href: "/about" },
        { label: words.partnership, href: "/partnership" },
        { label: words.careers, href: "https://example.com/careers", external: true },
      ],
    },
    {
      title: words.support,
      links: [
        { label: words.notices, href: "/board/notice" },
        { label: words.faq, href: "/board/faq" },
        { label: words.contact, href: "/board/contact-us" },
      ],
    },
    {
      title: words.policies,
      links: [
        { label: words.terms, href: "/terms" },
        { label: words.privacy, href: "/privacy" },
      ],
    },
  ];
}

const columns = footerColumns(FOOTER_WORDS.en);

/** The language and currency selects come from the forms group; buttons stand in for them here. */
function Settings({ language = "English", currency = "USD $" }: { language?: string; currency?: string }) {
  return (
    <>
      <Button intent="outline" size="sm">
        {language}
      </Button>
      <Button intent="outline" size="sm">
        {currency}
      </Button>
    </>
  );
}

const meta = {
  title: "Design System/Layout/Site Footer",
  component: SiteFooter,
  tags: ["autodocs"],
  parameters: componentDocs(
    "The sites' footer frame: `logo` and `about` (company details), `columns` of links (each a navigation " +
      "landmark named by its title; `external` links open a new tab safely and say so), and a bottom row with " +
      "`copyright` and a `settings` slot for the language and currency selects. Links render through " +
      "`renderLink` for a router.",
    {
      layout: "fullscreen",
    },
  ),
  argTypes: argControls({
    radio: { tone: ["muted", "plain"] },
    text: ["copyright"],
    none: ["logo", "about", "settings", "renderLink"],
    object: ["columns"],
  }),
  beforeEach: () => {
    onNavigate.mockClear();
  },
  args: {
    logo: <span className="text-lg font-bold text-primary">K-Travel</span>,
    about: (
      <p>
        K-Travel Co., Ltd. · 110 Sejong-daero, Jung-gu, Seoul
        <br />
        Business registration 123-45-67890
      </p>
    ),
    columns,
    copyright: "© 2026 K-Travel Co., Ltd.",
    settings: <Settings />,
    renderLink: (props) => <FakeRouterLink {...props} />,
    tone: "muted",
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    for (const [title, count] of [
      ["Company", 3],
      ["Support", 3],
      ["Policies", 2],
    ] as const) {
      const nav = within(footer).getByRole("navigation", { name: title });
      await expect(within(nav).getAllByRole("link")).toHaveLength(count);
    }
    await expect(canvas.getByRole("group", { name: "Language and currency" })).toBeVisible();
    await expect(canvas.getByText("© 2026 K-Travel Co., Ltd.")).toBeVisible();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** Links go through the router; an external one opens a new tab with a safe `rel` and a hint. */
export const Links: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "About us" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onNavigate).toHaveBeenCalledWith("/about");
    await userEvent.click(canvas.getByRole("link", { name: "FAQ" }));
    await expect(onNavigate).toHaveBeenCalledWith("/board/faq");
    const careers = canvas.getByRole("link", { name: "Careers (opens in a new tab)" });
    await expect(careers).toHaveAttribute("target", "_blank");
    await expect(careers).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Only the bottom row: the smallest footer a microsite may want. */
export const BottomRowOnly: Story = {
  args: { logo: undefined, about: undefined, columns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("group", { name: "Language and currency" })).toBeVisible();
  },
};

export const Plain: Story = { args: { tone: "plain" } };

/** A phone-wide footer: columns stack, the settings come above the copyright. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-80">
      <SiteFooter {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [company, support] = [
      canvas.getByRole("navigation", { name: "Company" }),
      canvas.getByRole("navigation", { name: "Support" }),
    ];
    await expect(company.getBoundingClientRect().left).toBe(support.getBoundingClientRect().left);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    logo: <span className="text-lg font-bold text-primary">K-트래블</span>,
    about: (
      <p>
        (주)케이트래블 · 서울특별시 중구 세종대로 110
        <br />
        사업자등록번호 123-45-67890
      </p>
    ),
    columns: footerColumns(FOOTER_WORDS.ko),
    copyright: "© 2026 (주)케이트래블",
    settings: <Settings language="한국어" currency="KRW ₩" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "언어 및 통화" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "채용 (새 탭에서 열림)" })).toBeVisible();
  },
};

/** Both tones with a hovered and a focused link: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: ["#footer-muted li:first-child a"],
    focusVisible: ["#footer-muted li:nth-child(2) a"],
  }),
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SiteFooter {...args} id="footer-muted" about={undefined} columns={columns.slice(0, 2)} />
      {/* one contentinfo per page: the second footer sits in a section, where it is not a landmark */}
      <section aria-label="plain">
        <SiteFooter {...args} tone="plain" logo={undefined} about={undefined} columns={[]} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("group", { name: "Language and currency" })).toHaveLength(2);
  },
};
