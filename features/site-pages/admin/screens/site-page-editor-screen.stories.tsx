import { signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { errorHandlers, loadingHandlers, sitePagesAdminApi, unauthorizedHandlers } from "../mocks/handlers";
import { pagePath, sitePagesAdminStoryMeta } from "../mocks/story-meta";
import { SitePageEditorScreen } from "./site-page-editor-screen";

const meta = {
  title: "Features/SitePages/Admin/SitePageEditorScreen",
  component: SitePageEditorScreen,
  tags: ["autodocs"],
  ...sitePagesAdminStoryMeta("introduction"),
} satisfies Meta<typeof SitePageEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const group = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole("group", { name }, { timeout: 5000 }));
const GUIDE = { args: { slug: "guide" }, parameters: { route: { path: pagePath("guide") } } };

const saving = sitePagesAdminApi();

/** A written page: both languages filled in, its last save's day; a change is saved and said. */
export const Edit: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Edit: Introduction" }, { timeout: 5000 }),
    ).toBeVisible();
    const english = await group(canvas, "English");
    const title = english.getByRole("textbox", { name: /^Title/ });
    await expect(title).toHaveValue("About the programme");
    await expect((await group(canvas, "Korean")).getByRole("textbox", { name: /^Title/ })).toHaveValue("프로그램 소개");
    await expect(canvas.getByText(/^Last saved/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Introduction" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Application guide" })).toHaveAttribute(
      "href",
      "/seouleduadmin/pages/guide",
    );
    await userEvent.clear(title);
    await userEvent.type(title, "About us");
    await userEvent.click(canvas.getByRole("button", { name: "Save the page" }));
    await expect(await screen.findByText("The page was saved.")).toBeInTheDocument();
    await expect(saving.writes.saved).toHaveLength(1);
    await expect(saving.writes.saved[0]?.body).toMatchObject({
      title_en: "About us",
      title_ko: "프로그램 소개",
      summary_en: "Two weeks of school life and culture in Seoul.",
    });
    await expect(await canvas.findByText(/^Last saved on June 1, 2026/)).toBeVisible();
  },
};

/** The preview reads what is typed, as visitors will see it: the subheading and list of the plain text. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    const preview = within(await canvas.findByRole("region", { name: "Preview" }, { timeout: 5000 }));
    await expect(await preview.findByText("About the programme")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 3, name: "What you do" })).toBeVisible();
    await expect(preview.getAllByRole("listitem")).toHaveLength(2);
    const body = (await group(canvas, "English")).getByRole("textbox", { name: /^Text/ });
    await userEvent.type(body, "\n\nApplications open in March.");
    await expect(preview.getByText("Applications open in March.")).toBeVisible();
    await userEvent.click(preview.getByRole("tab", { name: "Korean" }));
    await expect(await preview.findByRole("heading", { level: 3, name: "하는 일" })).toBeVisible();
  },
};

const creating = sitePagesAdminApi();

/** A page nobody wrote yet: said, the form empty; the first save creates it. */
export const Unwritten: Story = {
  ...GUIDE,
  parameters: { ...GUIDE.parameters, msw: { handlers: creating.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/has not been written yet/, {}, { timeout: 5000 })).toBeVisible();
    const english = await group(canvas, "English");
    const korean = await group(canvas, "Korean");
    await expect(english.getByRole("textbox", { name: /^Title/ })).toHaveValue("");
    await userEvent.type(english.getByRole("textbox", { name: /^Title/ }), "How to apply");
    await userEvent.type(korean.getByRole("textbox", { name: /^Title/ }), "신청 방법");
    await userEvent.click(canvas.getByRole("button", { name: "Save the page" }));
    await expect(await screen.findByText("The page was saved.")).toBeInTheDocument();
    await expect(creating.writes.saved).toEqual([
      {
        slug: "guide",
        body: {
          title_en: "How to apply",
          title_ko: "신청 방법",
          summary_en: "",
          summary_ko: "",
          body_en: "",
          body_ko: "",
        },
      },
    ]);
  },
};

const unsent = sitePagesAdminApi();

/** Both titles are required: said beside each, and nothing is sent. */
export const Validation: Story = {
  ...GUIDE,
  parameters: { ...GUIDE.parameters, msw: { handlers: unsent.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save the page" }, { timeout: 5000 }));
    await expect(await (await group(canvas, "English")).findByText("This field is required.")).toBeVisible();
    await expect((await group(canvas, "Korean")).getByText("This field is required.")).toBeVisible();
    await expect(unsent.writes.saved).toEqual([]);
  },
};

const refusing = sitePagesAdminApi({ refusedTitle: "프로그램 소개" });

/** The server refuses a field: its message shows beside it, what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save the page" }, { timeout: 5000 }));
    const korean = await group(canvas, "Korean");
    await expect(await korean.findByText("This title is used by another page of the site.")).toBeVisible();
    await expect(korean.getByRole("textbox", { name: /^Title/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "페이지 편집: 프로그램 소개" }, { timeout: 5000 }),
    ).toBeVisible();
    const korean = await group(canvas, "한국어");
    await expect(korean.getByRole("textbox", { name: /^제목/ })).toHaveValue("프로그램 소개");
    await expect(canvas.getByRole("button", { name: "페이지 저장" })).toBeVisible();
  },
};

/** Waiting for the page. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save the page" })).not.toBeInTheDocument();
  },
};

/** The page could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the page.",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere: cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);
