import { loadErrorStory, routedScreenMeta } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { STORY_TOKEN, checkedInFixture, closedEditionFixture, registrationFixture } from "../mocks/fixtures";
import { editionHandlers, myRegistrationHandlers, visitorApi } from "../mocks/handlers";
import { onPhone } from "../mocks/on-phone";
import { storyPaths } from "../mocks/story-paths";
import { VisitorMyPageScreen } from "./visitor-my-page-screen";

const meta = {
  title: "Features/Fair/VisitorMyPageScreen",
  component: VisitorMyPageScreen,
  tags: ["autodocs"],
  ...routedScreenMeta("/mice/mypage", visitorApi({ registration: registrationFixture }).handlers, {
    area: "accreditation",
    token: STORY_TOKEN,
  }),
  args: {
    paths: storyPaths,
    otherwise: (
      <main id="main" className="p-8">
        <h1 className="text-xl font-semibold">The company's own page</h1>
      </main>
    ),
  },
  argTypes: { paths: { control: false }, otherwise: { control: false } },
} satisfies Meta<typeof VisitorMyPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entry badge: the fair's days and venue, the person, the QR code of the badge's code and its number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await pageHeading(canvas, "My page");
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, { timeout: 5000 });
    await expect(badge).toHaveTextContent("Korea MICE Fair 2026");
    await expect(badge).toHaveTextContent("30–31 December 2026 · Songdo Convensia, Incheon");
    await expect(badge).toHaveTextContent("Lumière Events");
    await expect(badge).toHaveTextContent("Senior event planner");
    await expect(badge).toHaveTextContent("France");
    await expect(badge).toHaveTextContent("MF26-V-00501");
    await expect(within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" })).toBeVisible();
    await expect(canvas.getByText("Show this QR code at the entrance, on your phone or printed.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Print the badge" })).toBeVisible();
  },
};

/** Scanned at the entrance: when, on the badge and above it. */
export const CheckedIn: Story = {
  parameters: { msw: { handlers: visitorApi({ registration: checkedInFixture }).handlers } },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, { timeout: 5000 });
    await expect(badge).toHaveTextContent("Checked in December 30, 2026 at 9:42 AM");
    await expect(canvas.getByText(/You checked in on December 30, 2026 at 9:42 AM\./)).toBeVisible();
  },
};

/** Print hands the page to the browser's printing; the print rule leaves only the badge on the paper. */
export const Print: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, { timeout: 5000 });
    const print = spyOn(window, "print").mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Print the badge" }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
    const rule = [...document.querySelectorAll("style")].find((style) => style.textContent?.includes("@media print"));
    await expect(rule?.textContent).toContain('[data-slot="fair-visitor-badge"]');
  },
};

/** Not registered yet, registration open: the way to register and by when. */
export const NotRegistered: Story = {
  parameters: { msw: { handlers: visitorApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You have not registered yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Register for Korea MICE Fair 2026 by 27 December 2026 to get your entry badge."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Register to visit" })).toHaveAttribute(
      "href",
      "/mice/application/registration",
    );
  },
};

/** Not registered and the deadline passed: no way to register is offered. */
export const NotRegisteredAndClosed: Story = {
  parameters: { msw: { handlers: visitorApi({ edition: closedEditionFixture }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Registration has closed" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Register to visit" })).toBeNull();
  },
};

/** A buyer's or seller's account (403 NOT_VISITOR): the site's own page for companies stands in its place. */
export const BuyerOrSellerAccount: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.notVisitor, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "The company's own page");
    await expect(canvas.queryByRole("heading", { name: "My page" })).toBeNull();
  },
};

/** The edition cannot be read: the badge still shows, without the fair's days. */
export const WithoutTheEdition: Story = {
  parameters: {
    msw: { handlers: [editionHandlers.error, ...visitorApi({ registration: registrationFixture }).handlers] },
  },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, { timeout: 5000 });
    await expect(badge).toHaveTextContent("MICE Fair");
    await expect(badge).not.toHaveTextContent("December");
    await expect(within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.loading, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "My page");
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = loadErrorStory(
  [myRegistrationHandlers.error, ...visitorApi().handlers],
  "We couldn't load your badge.",
);

/** The session ended (401): the page says so and shows nothing of the visitor's. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [myRegistrationHandlers.unauthorized, ...visitorApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" })).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "마이페이지");
    const badge = await canvas.findByRole("article", { name: "Emma Laurent 님의 출입 배지" }, { timeout: 5000 });
    await expect(badge).toHaveTextContent("코리아 MICE 페어 2026");
    await expect(badge).toHaveTextContent("2026년 12월 30일–31일 · 인천 송도컨벤시아");
    await expect(badge).toHaveTextContent("참관객");
    await expect(badge).toHaveTextContent("프랑스");
    await expect(canvas.getByRole("button", { name: "배지 인쇄" })).toBeVisible();
  },
};

/** On a phone the badge takes the width and its QR code stays whole. */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, { timeout: 5000 });
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    const qr = within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" });
    await expect(qr.getBoundingClientRect().right).toBeLessThanOrEqual(badge.getBoundingClientRect().right);
  },
};
