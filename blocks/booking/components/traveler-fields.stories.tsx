import { nationalityHandlers } from "@blocks/countries";
import { memberHandlers } from "@blocks/member";
import { Form } from "@ds";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, userEvent, waitFor } from "storybook/test";
import { settle } from "../../../.storybook/story-router";
import { bookingFieldHandlers } from "../mocks/handlers";
import { EMPTY_TRAVELER, type TravelerValues } from "../model/values";
import { type TravelerLabels, TravelerFields } from "./traveler-fields";

/** The fieldset in a booking form of its own, as a feature's form holds it. */
function TravelerForm({ labels }: { labels?: Partial<TravelerLabels> }) {
  const form = useForm<TravelerValues>({ defaultValues: EMPTY_TRAVELER });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Representative traveller" className="max-w-xl p-6">
      <TravelerFields
        form={form}
        labels={labels}
        errorText={(error) => (error instanceof Error ? error.message : String(error))}
      />
    </Form>
  );
}

/** The block's messages load with the first field: the first look waits for them. */
const WAIT = { timeout: 5000 };

const meta = {
  title: "Blocks/Booking/TravelerFields",
  component: TravelerForm,
  tags: ["autodocs"],
  afterEach: settle,
  parameters: {
    msw: { handlers: bookingFieldHandlers },
    docs: {
      description: {
        component:
          "The representative traveller of a booking (the reservation form's second step, a quotation's " +
          "acceptance): name, contact, passport, nationality from the common codes, arrival flight and addresses. " +
          "\"Same as the member\" fills them from the signed-in member's profile. The rules are the feature's.",
      },
    },
  },
  beforeEach: () => {
    setToken("member", "story-member-token");
    return () => clearArea("member");
  },
} satisfies Meta<typeof TravelerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking "same as the member" fills the name, contact, passport and nationality from the profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("checkbox", { name: "Same as the member (fill in from my profile)" }, WAIT),
    );
    await waitFor(() => expect(canvas.getByLabelText(/^Representative name/)).toHaveValue("Minji Kim"));
    await expect(canvas.getByLabelText(/^Contact number/)).toHaveValue("01012345678");
    await expect(canvas.getByLabelText(/^Passport number/)).toHaveValue("M12345678");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Nationality/ })).toHaveValue("South Korea"));
    await expect(canvas.getByLabelText(/^Contact number/)).toHaveAccessibleDescription("Digits only, without hyphens.");
    await expect(canvas.getByLabelText(/^Departure address/)).toHaveValue("");
  },
};

/** A guest (a summit tour booked without an account) has no profile: "same as the member" is not offered. */
export const Guest: Story = {
  beforeEach: () => clearArea("member"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Representative name/, {}, WAIT)).toHaveValue("");
    await expect(canvas.queryByRole("checkbox", { name: /^Same as the member/ })).toBeNull();
    await expect(canvas.getByLabelText(/^Passport number/)).toBeVisible();
  },
};

/** Typing narrows the countries; the other language's name finds one too. */
export const ChooseNationality: Story = {
  play: async ({ canvas }) => {
    const nationality = await canvas.findByRole("combobox", { name: /^Nationality/ }, WAIT);
    await userEvent.type(nationality, "베트");
    await userEvent.click(await canvas.findByRole("option", { name: "Vietnam" }));
    await expect(nationality).toHaveValue("Vietnam");
  },
};

/** In Korean: the labels, and the countries by their Korean names. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "회원 정보와 동일 (내 프로필로 채우기)" }, WAIT));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^국적/ })).toHaveValue("대한민국"));
    await expect(canvas.getByLabelText(/^대표자 이름/)).toHaveValue("Minji Kim");
    await expect(canvas.getByLabelText(/^도착 항공편/)).toHaveAccessibleDescription("선택 사항입니다. 예: KE082");
  },
};

/** The country list did not come: the field says why in the feature's words, and the rest still works. */
export const NationalitiesFailed: Story = {
  parameters: {
    msw: { handlers: [memberHandlers.signedIn, memberHandlers.profile, nationalityHandlers.error] },
  },
  play: async ({ canvas }) => {
    const nationality = await canvas.findByRole("combobox", { name: /^Nationality/ }, WAIT);
    await waitFor(() => expect(nationality).toHaveAccessibleDescription("The country list is being updated."));
    await userEvent.type(canvas.getByLabelText(/^Representative name/), "Minji Kim");
    await expect(canvas.getByLabelText(/^Representative name/)).toHaveValue("Minji Kim");
  },
};

/** The profile could not be read: ticking the box keeps the flag and leaves the fields as they were. */
export const ProfileUnavailable: Story = {
  parameters: {
    msw: { handlers: [memberHandlers.signedIn, memberHandlers.profileError, nationalityHandlers.success] },
  },
  play: async ({ canvas }) => {
    const same = await canvas.findByRole("checkbox", { name: /^Same as the member/ }, WAIT);
    await userEvent.click(same);
    await expect(same).toBeChecked();
    await expect(canvas.getByLabelText(/^Representative name/)).toHaveValue("");
  },
};

/** A feature may keep its own wording for some texts (here the quotation's). */
export const FeatureWording: Story = {
  args: {
    labels: {
      sameAsMember: "Same as the member (from my profile)",
      arrivalFlightNumber: "Flight number on arrival",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("checkbox", { name: "Same as the member (from my profile)" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Flight number on arrival/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Passport number/)).toBeVisible();
  },
};
