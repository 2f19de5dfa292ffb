import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { palacesCourse } from "../mocks/fixtures";
import { consoleApi } from "../mocks/handlers";
import { CONSOLE_PATHS, consoleReadStates, consoleStoryMeta } from "../mocks/story-meta";
import { CourseEditorScreen } from "./course-editor-screen";

const meta = {
  title: "Features/ToursAdmin/CourseEditorScreen",
  component: CourseEditorScreen,
  tags: ["autodocs"],
  ...consoleStoryMeta(CONSOLE_PATHS.course(palacesCourse.slug)),
  args: {
    slug: palacesCourse.slug,
    paths: { list: CONSOLE_PATHS.courses, departures: CONSOLE_PATHS.departures },
    onSaved: fn(),
  },
} satisfies Meta<typeof CourseEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const group = async (canvas: Canvas, name: string | RegExp) =>
  within(await canvas.findByRole("group", { name }, { timeout: 5000 }));

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

const NEW_ARGS = { slug: null } as const;
const creating = consoleApi();

/**
 * A new course written in both languages, its itinerary's stops added and one taken off again, and created: the
 * body is the contract's, the new course is said, and the site is told where it lives.
 */
export const NewCourse: Story = {
  args: NEW_ARGS,
  parameters: { route: { path: CONSOLE_PATHS.newCourse }, msw: { handlers: creating.handlers } },
  play: async ({ canvas, args }) => {
    await expect(await pageHeading(canvas, "New course")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Address/), "busan-harbour-night");
    const english = await group(canvas, "English");
    const korean = await group(canvas, "Korean");
    await userEvent.type(english.getByLabelText(/^Name/), "Harbour by Night");
    await userEvent.type(english.getByLabelText(/^Summary/), "Busan's harbour after dark.");
    await userEvent.type(english.getByLabelText(/^Description/), "A walk along the lit harbour.");
    await userEvent.type(english.getByLabelText(/^Meeting point/), "Busan Station, exit 1");
    await userEvent.type(korean.getByLabelText(/^Name/), "밤의 항구");
    await userEvent.type(korean.getByLabelText(/^Summary/), "어두워진 부산항.");
    await userEvent.type(korean.getByLabelText(/^Description/), "불 밝힌 항구를 걷습니다.");
    await userEvent.type(korean.getByLabelText(/^Meeting point/), "부산역 1번 출구");
    const first = await group(canvas, "Stop 1");
    await userEvent.type(first.getByLabelText(/^Time/), "1900");
    await userEvent.type(first.getByLabelText(/^Place \(English\)/), "Busan Station");
    await userEvent.type(first.getByLabelText(/^Place \(Korean\)/), "부산역");
    await userEvent.click(canvas.getByRole("button", { name: "Add a stop" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add a stop" }));
    await expect(await group(canvas, "Stop 3")).toBeTruthy();
    await userEvent.click(canvas.getByRole("button", { name: "Remove stop 3" }));
    const second = await group(canvas, "Stop 2");
    await userEvent.type(second.getByLabelText(/^Time/), "2000");
    await userEvent.type(second.getByLabelText(/^Place \(English\)/), "Harbour Bridge");
    await userEvent.type(second.getByLabelText(/^Place \(Korean\)/), "부산항대교");
    await userEvent.type(canvas.getByLabelText(/^Duration in minutes/), "120");
    await userEvent.click(canvas.getByRole("button", { name: "Create the course" }));

    await expect(
      await screen.findByText("“Harbour by Night” was created. Add its departures next."),
    ).toBeInTheDocument();
    await expect(creating.writes.created).toEqual([
      expect.objectContaining({
        slug: "busan-harbour-night",
        area: "seoul",
        parent_slug: null,
        name_ko: "밤의 항구",
        itinerary: [
          { time: "19:00", title_en: "Busan Station", title_ko: "부산역", text_en: "", text_ko: "" },
          { time: "20:00", title_en: "Harbour Bridge", title_ko: "부산항대교", text_en: "", text_ko: "" },
        ],
        duration_minutes: 120,
        languages: ["en", "ko"],
        min_travelers: 2,
        cancel_cutoff_hours: 48,
        published: false,
        // a new course starts with the tours' placeholder picture
        images: ["/images/catalog/tour-palace.svg"],
      }),
    ]);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ slug: "busan-harbour-night" })),
    );
  },
};

const editing = consoleApi();

/** The saved course fills the form in both languages; a new name and publishing it are saved and said. */
export const EditCourse: Story = {
  parameters: { msw: { handlers: editing.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Palaces and Hanok Village")).toBeVisible();
    const english = await group(canvas, "English");
    const korean = await group(canvas, "Korean");
    await expect(await english.findByLabelText(/^Name/)).toHaveValue("Palaces and Hanok Village");
    await expect(korean.getByLabelText(/^Meeting point/)).toHaveValue("광화문 동쪽 매표소 앞");
    await expect((await group(canvas, "Stop 2")).getByLabelText(/^Place \(Korean\)/)).toHaveValue("경복궁");
    await expect(canvas.getByRole("link", { name: "Departures of this course" })).toHaveAttribute(
      "href",
      CONSOLE_PATHS.departures(palacesCourse.slug),
    );
    await retype(english.getByLabelText(/^Name/), "Royal Palaces and Hanok");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Guests see this course/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await expect(
      await screen.findByText("“Royal Palaces and Hanok” was saved. Guests' pages show it now."),
    ).toBeInTheDocument();
    await expect(editing.writes.updated).toHaveLength(1);
    await expect(editing.writes.updated[0]?.slug).toBe(palacesCourse.slug);
    await expect(editing.writes.updated[0]?.body).toMatchObject({
      name_en: "Royal Palaces and Hanok",
      published: false,
    });
  },
};

const pictures = consoleApi();
const NIGHT = "/images/catalog/culture-hanok.svg";

/**
 * The pictures as a list of addresses: one added, moved to the top (the thumbnail), another taken off; the saved
 * list keeps their order. The buttons at the ends of the list cannot move past them.
 */
export const EditPictures: Story = {
  parameters: { msw: { handlers: pictures.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Palaces and Hanok Village")).toBeVisible();
    const first = await group(canvas, "Picture 1 (thumbnail)");
    await expect(first.getByLabelText(/^Picture address/)).toHaveValue("/images/catalog/tour-palace.svg");
    await expect(first.getByRole("button", { name: "Move picture 1 up" })).toBeDisabled();
    await expect((await group(canvas, "Picture 2")).getByLabelText(/^Picture address/)).toHaveValue(
      "/images/catalog/tour-hanok.svg",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Add a picture" }));
    const third = await group(canvas, "Picture 3");
    await expect(third.getByRole("button", { name: "Move picture 3 down" })).toBeDisabled();
    await userEvent.type(third.getByLabelText(/^Picture address/), NIGHT);
    await userEvent.click(third.getByRole("button", { name: "Move picture 3 up" }));
    await userEvent.click(canvas.getByRole("button", { name: "Move picture 2 up" }));
    await expect((await group(canvas, "Picture 1 (thumbnail)")).getByLabelText(/^Picture address/)).toHaveValue(NIGHT);
    await userEvent.click(canvas.getByRole("button", { name: "Remove picture 3" }));
    await expect(canvas.queryByRole("group", { name: "Picture 3" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await expect(
      await screen.findByText("“Palaces and Hanok Village” was saved. Guests' pages show it now."),
    ).toBeInTheDocument();
    await expect(pictures.writes.updated[0]?.body).toMatchObject({
      images: [NIGHT, "/images/catalog/tour-palace.svg"],
    });
  },
};

const badPictures = consoleApi();

/**
 * Picture addresses the contract refuses (plain http, a path without its leading slash) are said at each one; a
 * course with no picture at all is said where the pictures are. Nothing is sent.
 */
export const PictureErrors: Story = {
  parameters: { msw: { handlers: badPictures.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Palaces and Hanok Village")).toBeVisible();
    const first = await group(canvas, "Picture 1 (thumbnail)");
    await retype(first.getByLabelText(/^Picture address/), "http://images.example.test/a.jpg");
    await retype((await group(canvas, "Picture 2")).getByLabelText(/^Picture address/), "images/b.svg");
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    const wrong = await canvas.findAllByText("Use the address of a picture on this site, starting with /.");
    await expect(wrong).toHaveLength(2);
    await expect(first.getByLabelText(/^Picture address/)).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Remove picture 2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove picture 1" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await expect(
      await canvas.findByText("Add at least one picture: the first is the course's thumbnail."),
    ).toBeVisible();
    await expect(badPictures.writes.updated).toEqual([]);
  },
};

const checking = consoleApi();

/** The contract's rules beside their fields before anything is sent; the first field at fault takes the focus. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: checking.handlers } },
  play: async ({ canvas }) => {
    const korean = await group(canvas, "Korean");
    await userEvent.clear(await korean.findByLabelText(/^Name/));
    await retype(canvas.getByLabelText(/^Guide languages/), "en, English");
    await userEvent.click(canvas.getByRole("button", { name: "Remove stop 2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove stop 1" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await expect(await korean.findByText("This field is required.")).toBeVisible();
    await expect(korean.getByLabelText(/^Name/)).toHaveFocus();
    await expect(canvas.getByText("Use a language code such as en, ko or ja.")).toBeVisible();
    await expect(canvas.getByText("Add at least one stop to the itinerary.")).toBeVisible();
    await expect(checking.writes.updated).toEqual([]);
  },
};

const refusing = consoleApi();

/** The server refuses what the form could not know: the address is another course's. Said beside it; typing stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  play: async ({ canvas }) => {
    const address = await canvas.findByLabelText(/^Address/, {}, { timeout: 5000 });
    await waitFor(() => expect(address).toHaveValue(palacesCourse.slug));
    await retype(address, "seoul-palaces-night");
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await expect(await canvas.findByText("Another course or product already has this address.")).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveValue("seoul-palaces-night");
    await expect(refusing.writes.updated).toHaveLength(1);
  },
};

const slow = consoleApi({ writeDelay: "forever" });

/** Saving: the button says it is busy until the server answers. */
export const Saving: Story = {
  parameters: { msw: { handlers: slow.handlers } },
  play: async ({ canvas }) => {
    const english = await group(canvas, "English");
    await retype(await english.findByLabelText(/^Name/), "Palaces at Dawn");
    await userEvent.click(canvas.getByRole("button", { name: "Save the course" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Save the course" })).toHaveAttribute("aria-busy", "true"),
    );
    await waitFor(() => expect(slow.writes.updated).toHaveLength(1));
  },
};

/** An address no course has (an old link): said, with the way back to the list. */
export const NotFound: Story = {
  args: { slug: "no-such-course" },
  parameters: { route: { path: CONSOLE_PATHS.course("no-such-course") } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This course does not exist" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All courses" })).toHaveAttribute("href", CONSOLE_PATHS.courses);
    await expect(canvas.queryByRole("button", { name: "Save the course" })).not.toBeInTheDocument();
  },
};

/** The editor in Korean, its rules too. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "궁궐과 한옥마을")).toBeVisible();
    const korean = await group(canvas, "한국어");
    await expect(await korean.findByLabelText(/^코스명/)).toHaveValue("궁궐과 한옥마을");
    await expect(canvas.getByText(/날짜와 시간은 한국 시간\(KST\) 기준입니다/)).toBeVisible();
    await userEvent.clear(korean.getByLabelText(/^집결 장소/));
    await userEvent.click(canvas.getByRole("button", { name: "코스 저장" }));
    await expect(await korean.findByText("필수 입력 항목입니다.")).toBeVisible();
  },
};

/** The pictures in Korean: the list's names, its hint, and a refused address. */
export const KoreanPictures: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "궁궐과 한옥마을")).toBeVisible();
    const first = await group(canvas, "1번째 사진 (대표 이미지)");
    await expect(canvas.getByText(/첫 번째 사진이 코스 목록에 보이는 대표 이미지입니다/)).toBeVisible();
    await retype(first.getByLabelText(/^사진 주소/), "ftp://images.example.test/a.jpg");
    await userEvent.click(canvas.getByRole("button", { name: "코스 저장" }));
    await expect(await first.findByText("/로 시작하는 이 사이트의 사진 주소를 입력하세요.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "2번째 사진 삭제" })).toBeVisible();
  },
};

const states = consoleReadStates({
  failed: ["We couldn't load the course."],
  loading: (canvas) => canvas.queryByRole("button", { name: "Save the course" }),
});

/** Waiting for the course. */
export const Loading: Story = states.Loading;

/** The course could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere: every call answers 401, the session is cleared and the page says so. */
export const Unauthorized: Story = states.Unauthorized;
