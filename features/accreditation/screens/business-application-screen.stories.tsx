import { signedInStory } from "@blocks/feature-kit";
import { MART_MESSAGES } from "@contracts/mart";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN, profileFixture } from "../mocks/fixtures";
import { myBusinessApi } from "../mocks/handlers";
import { BusinessApplicationScreen } from "./business-application-screen";

const newBuyer = myBusinessApi(null, { role: "buyer", savedAs: { ...profileFixture, application: null } });

const meta = {
  title: "Features/Accreditation/BusinessApplicationScreen",
  component: BusinessApplicationScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { confirm: "/sitmmt/ppipsa/business/application/confirm", myPage: "/sitmmt/ppipsa/mypage" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/ppipsa/mypage/business/application" },
    msw: { handlers: newBuyer.handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN),
} satisfies Meta<typeof BusinessApplicationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

/** Types a whole answer at once (as a paste): the story checks the form, not the keyboard. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function choose(canvas: Canvas, name: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/**
 * A new buyer from Kazakhstan fills in the profile: company, contact, location, business, the buyer's own
 * questions, participation and languages; the main business shows its 500-character counter. Saved as JSON (no
 * file chosen), the profile goes on to the confirm page.
 */
export const BuyerFillsTheProfile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Your company profile" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole("group", { name: "Buyer details" }, { timeout: 5000 })).toBeVisible();
    await fill(canvas.getByLabelText(/^Company name in Korean/), "알마티 메드트래블");
    await fill(canvas.getByLabelText(/^Company name in English/), "Almaty MedTravel");
    await fill(canvas.getByLabelText(/^Contact person/), "Aigerim Sadykova");
    await fill(canvas.getByLabelText(/^Mobile/), "+7 701-555-0123");
    await expect(canvas.getByLabelText(/^Mobile/)).toHaveValue("77015550123");
    await fill(canvas.getByLabelText(/^Contact e-mail/), "aigerim@almaty-medtravel.example.kz");
    await choose(canvas, /^Continent/, "Asia");
    await userEvent.type(canvas.getByRole("combobox", { name: /^Country/ }), "Kazakh");
    await userEvent.click(await screen.findByRole("option", { name: "Kazakhstan" }));
    // the zone follows the country
    await expect(canvas.getByRole("combobox", { name: /^Time zone/ })).toHaveTextContent("Asia / Almaty");
    await fill(canvas.getByLabelText(/^City/), "Almaty");
    await choose(canvas, /^Primary business sector/, "Medical facilitator");
    const main = canvas.getByLabelText(/^Main business/);
    await fill(main, "Treatment in Korea for patients from Kazakhstan.");
    await expect(canvas.getByText("48 / 500")).toBeVisible();
    await choose(canvas, /^Buyer category/, "Medical facilitator");
    await choose(canvas, /^Buyer type/, "Patient referrer");
    await userEvent.click(canvas.getByRole("radio", { name: "Abroad" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await fill(await canvas.findByLabelText(/^How many times\?/), "2");
    await choose(canvas, /^How did you hear about the mart\?/, "We took part before");
    const purposes = canvas.getByRole("group", { name: /^Why are you taking part\?/ });
    await userEvent.click(within(purposes).getByRole("checkbox", { name: "New partners" }));
    const languages = canvas.getByRole("group", { name: /^Languages(?! and)/ });
    await userEvent.click(within(languages).getByRole("checkbox", { name: "Russian" }));
    await userEvent.click(within(languages).getByRole("checkbox", { name: "Kazakh" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(canvas.queryByRole("alert")?.textContent ?? "").toBe(""));
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /sitmmt/ppipsa/business/application/confirm" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(newBuyer.saved.at(-1)).toMatchObject({
      name_en: "Almaty MedTravel",
      mobile: "77015550123",
      country: "KZ",
      continent: "asia",
      time_zone: "Asia/Almaty",
      buyer_category: "medical_facilitator",
      buyer_type: "patient_referrer",
      origin: "overseas",
      participated_before: true,
      participation_count: 2,
      route: "past_participant",
      purposes: ["partnership"],
      languages: ["ru", "kk"],
    });
  },
};

const refusing = myBusinessApi(profileFixture, {
  role: "buyer",
  refuseSaveWith: { field: "logo", message: MART_MESSAGES.imageType },
});

/**
 * The saved profile with a new logo: the file claims to be a PNG, but the server reads its content and refuses
 * it. The reason shows under the logo, everything typed stays, and the save went as multipart.
 */
export const ServerRefusesTheLogo: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Edit your company profile" }, { timeout: 5000 }),
    ).toBeVisible();
    const name = await canvas.findByLabelText(/^Company name in English/);
    await expect(name).toHaveValue("Almaty MedTravel");
    await userEvent.clear(name);
    await userEvent.type(name, "Almaty MedTravel LLP");
    await expect(canvas.getByRole("list", { name: "Saved documents" })).toHaveTextContent("company-profile-2025.pdf");
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"][name="logo"]');
    await userEvent.upload(inputs[0] as HTMLInputElement, new File(["GIF89a"], "logo.png", { type: "image/png" }));
    await expect(await canvas.findByText("logo.png")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save and continue" }));
    const logoField = (await canvas.findByText(MART_MESSAGES.imageType)).closest("[data-form-field]");
    await expect(logoField).toHaveAttribute("data-form-field", "logo");
    await expect(name).toHaveValue("Almaty MedTravel LLP");
    await expect(refusing.saved.at(-1)).toMatchObject({
      name_en: "Almaty MedTravel LLP",
      logo: "file:logo.png",
      keep_document_ids: "[31]",
      languages: '["ru","kk","en"]',
    });
  },
};

/** In Korean, saving an empty seller profile: every rule says what it needs, in Korean, beside its field. */
export const KoreanRules: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: myBusinessApi(null, { role: "seller", origin: "domestic" }).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "저장하고 계속" }, { timeout: 5000 }));
    await expect(canvas.getByRole("heading", { level: 1, name: "기업 프로필" })).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "바이어 정보" })).toBeNull();
    await expect(await canvas.findByText("국문 기업명을 입력해 주세요.")).toBeVisible();
    await expect(canvas.getByText("영문 기업명을 입력해 주세요.")).toBeVisible();
    await expect(canvas.getByText("국가를 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("언어를 하나 이상 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("참가 목적을 하나 이상 선택해 주세요.")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^기업명\(국문\)/)).toHaveFocus());
  },
};

/** A general account has no company: it is told that profiles belong to buyer and seller accounts. */
export const GeneralAccount: Story = {
  parameters: { msw: { handlers: myBusinessApi(null, { role: null, origin: null }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Only buyer and seller accounts" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};
