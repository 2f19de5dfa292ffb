import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { storyMember } from "../mocks/fixtures";
import { findIdHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { FindIdScreen } from "./find-id-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Auth/FindIdScreen",
  component: FindIdScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "member", paths: { signIn: "/account/login", findPassword: "/account/find-password" } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/find-id" },
    msw: { handlers: [findIdHandlers.found] },
  },
} satisfies Meta<typeof FindIdScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvas: Canvas, phone: string = storyMember.phone, heading = "Find my ID") {
  await pageHeading(canvas, heading);
  await userEvent.type(canvas.getAllByRole("textbox")[0]!, storyMember.name);
  if (phone) await userEvent.type(canvas.getAllByRole("textbox")[1]!, phone);
  await userEvent.click(canvas.getByRole("button", { name: heading }));
}

/** The matching addresses, masked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await search(canvas);
    const result = await canvas.findByRole("region", { name: "Sign-in addresses registered with these details (2)" });
    await expect(
      within(result)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["mi***@example.com", "mi***@travel.example"]);
  },
};

export const Playground: Story = { tags: ["no-visual"] };

/** Nothing matches: said plainly, with what to try. */
export const NoMatch: Story = {
  parameters: { msw: { handlers: [findIdHandlers.none] } },
  play: async ({ canvas }) => {
    await search(canvas);
    await expect(await canvas.findByRole("heading", { name: "No account matches these details." })).toBeVisible();
  },
};

/** Required fields and the mobile number without hyphens. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Find my ID" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Find my ID" }));
    await expect(await canvas.findAllByText("This is a required field.")).toHaveLength(2);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Mobile number/ }), "010-1234-5678");
    await userEvent.click(canvas.getByRole("button", { name: "Find my ID" }));
    await expect(await canvas.findByText("Enter the mobile number with digits only, without hyphens.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [findIdHandlers.loading] } },
  play: async ({ canvas }) => {
    await search(canvas);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Find my ID" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [findIdHandlers.error] } },
  play: async ({ canvas }) => {
    await search(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The sign-in service is resting. Please try again soon.",
    );
    await expect(canvas.getByRole("textbox", { name: /^Name/ })).toHaveValue(storyMember.name);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await search(canvas, storyMember.phone, "아이디 찾기");
    await expect(await canvas.findByRole("heading", { name: "입력한 정보로 가입된 이메일 주소 (2개)" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "로그인으로 돌아가기" })).toHaveAttribute("href", "/account/login");
  },
};
