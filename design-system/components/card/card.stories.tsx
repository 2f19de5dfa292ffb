import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart } from "lucide-react";
import { type MouseEvent } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "../button";
import { IconButton } from "../icon-button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardMedia,
  type CardProps,
  CardTitle,
  type CardVariant,
} from "./card";
import cherryBlossom from "./fixtures/cherry-blossom.svg";
import hanok from "./fixtures/hanok.svg";
import seoulTower from "./fixtures/seoul-tower.svg";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const variants: readonly CardVariant[] = ["elevated", "outline"];

/** Screenshots wait for the pictures: a half-loaded image would make the capture flaky. */
async function imagesLoaded(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll("img"));
  await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
  await Promise.all(images.map((img) => img.decode()));
}

/** The element a pointer at the middle of `element` would hit (user-event itself does no hit testing). */
function hitAt(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

/** Stories never leave the page: the click is recorded instead of followed. */
const stay = (event: MouseEvent) => event.preventDefault();

const onOpen = fn(stay);
const onWishlist = fn();

type TourCardProps = CardProps & { title?: string; description?: string; price?: string; image?: string };

function TourCard({
  title = "N Seoul Tower night tour",
  description = "Cable car, observatory and the city lights, with hotel pick-up.",
  price = "$45",
  image = seoulTower,
  interactive,
  ...props
}: TourCardProps) {
  return (
    <Card interactive={interactive} className="w-64" {...props}>
      <CardMedia src={image} alt="" loading="eager">
        {interactive && (
          <IconButton
            label="Add to wishlist"
            intent="secondary"
            size="sm"
            onClick={onWishlist}
            // above the stretched link, so it is its own target
            className="absolute top-2 right-2 z-10"
          >
            <Heart />
          </IconButton>
        )}
      </CardMedia>
      <CardHeader>
        <CardTitle>
          {interactive ? (
            <CardLink href="/product/detail/17" onClick={onOpen}>
              {title}
            </CardLink>
          ) : (
            title
          )}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="font-semibold">{price}</p>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: "Design System/Layout/Card",
  component: Card,
  tags: ["autodocs"],
  parameters: componentDocs(
    "`Card`, `CardMedia` (an image cropped to `video`, `photo`, `wide` or `square`), `CardHeader`, `CardTitle` " +
      "(`as` sets the heading level), `CardDescription`, `CardContent`, `CardFooter`. An `interactive` card is " +
      "clickable everywhere through a `CardLink` in its title: a stretched link, so it stays one link named by " +
      "the title, with no interactive element nested in another. Other controls in it take `relative z-10`.",
  ),
  argTypes: argControls({ radio: { variant: variants }, boolean: ["interactive"] }),
  render: (args) => <TourCard {...args} />,
  beforeEach: () => {
    onOpen.mockClear();
    onWishlist.mockClear();
  },
  args: { variant: "elevated", interactive: false },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "N Seoul Tower night tour" })).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
    // the picture is decorative here: the title says what it shows
    await expect(canvasElement.querySelector("img")).toHaveAttribute("alt", "");
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

export const Outline: Story = {
  args: { variant: "outline" },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute("data-variant", "outline");
  },
};

/**
 * The whole card opens the tour: a click on the picture or the description follows the title's link, while the
 * wishlist button keeps its own click. Tab reaches the link and the card shows the focus ring.
 */
export const Interactive: Story = {
  args: { interactive: true },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const link = canvas.getByRole("link", { name: "N Seoul Tower night tour" });
    await expect(canvas.getAllByRole("link")).toHaveLength(1);

    // user-event dispatches to the element it is given; ask the browser what a pointer there would really hit
    const picture = canvasElement.querySelector("img");
    const description = canvas.getByText("Cable car, observatory and the city lights, with hotel pick-up.");
    for (const spot of [picture, description]) {
      await expect(spot && hitAt(spot)).toBe(link);
    }
    await userEvent.click(link);
    await expect(onOpen).toHaveBeenCalledTimes(1);

    const wishlist = canvas.getByRole("button", { name: "Add to wishlist" });
    await expect(hitAt(wishlist)?.closest("button")).toBe(wishlist);
    await userEvent.click(wishlist);
    await expect(onWishlist).toHaveBeenCalledTimes(1);
    await expect(onOpen).toHaveBeenCalledTimes(1);

    // Tab order follows the markup: the wishlist button on the picture, then the card's link
    wishlist.blur();
    await userEvent.tab();
    await expect(wishlist).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onOpen).toHaveBeenCalledTimes(2);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]');
    await expect(card && getComputedStyle(card).boxShadow).not.toBe("none");
  },
};

export const WithFooter: Story = {
  render: (args) => (
    <Card {...args} className="w-80">
      <CardHeader>
        <CardTitle>Reservation R-2026-0142</CardTitle>
        <CardDescription>Airport pick-up · 2 travellers · 3 bags</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Incheon Airport T1 → Myeongdong, 20 May 2026 14:30</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button intent="outline" size="sm">
          Change
        </Button>
        <Button size="sm">Details</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(2);
  },
};

export const Ratios: Story = {
  render: (args) => (
    <div className="flex items-start gap-3">
      {(["video", "wide", "photo", "square"] as const).map((ratio) => (
        <Card key={ratio} {...args} className="w-40">
          <CardMedia src={hanok} alt="" ratio={ratio} loading="eager" />
          <CardHeader>
            <CardTitle as="h4">{ratio}</CardTitle>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const media = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="card-media"]'));
    const ratios = media.map((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
    await expect(ratios.map((r) => r.toFixed(2))).toEqual(["1.78", "1.50", "1.33", "1.00"]);
  },
};

/** Korean titles break between words (eojeol), never inside one. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { interactive: true },
  render: (args) => (
    <TourCard
      {...args}
      image={cherryBlossom}
      title="여의도 벚꽃 축제와 한강 유람선 야경 투어"
      description="윤중로 벚꽃길을 걷고 저녁에는 유람선에서 서울의 야경을 감상합니다."
      price="₩59,000"
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole("link", { name: "여의도 벚꽃 축제와 한강 유람선 야경 투어" })).toBeVisible();
  },
};

/** Both variants at rest, hovered and focused, plus the static card: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog(
    {
      hover: variants.map((variant) => `#card-${variant}-hover`),
      focusVisible: variants.map((variant) => `#card-${variant}-focus a`),
    },
    { fullscreen: true },
  ),
  render: () => (
    <div className="grid grid-cols-[auto_repeat(4,max-content)] items-start gap-x-4 gap-y-3 p-4 text-xs text-muted-foreground">
      <span />
      {["static", "interactive", "hover", "focus"].map((state) => (
        <span key={state}>{state}</span>
      ))}
      {variants.map((variant) => (
        <CatalogRow key={variant} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    announceStoryRendered();
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole("link")).toHaveLength(variants.length * 3);
  },
};

function CatalogRow({ variant }: { variant: CardVariant }) {
  const cell = (state: string, interactive: boolean) => (
    <Card id={`card-${variant}-${state}`} variant={variant} interactive={interactive} className="w-40 text-foreground">
      <CardMedia src={seoulTower} alt="" loading="eager" />
      <CardHeader>
        <CardTitle as="h4">
          {interactive ? (
            <CardLink href="/product/detail/17" onClick={stay}>
              Night tour
            </CardLink>
          ) : (
            "Night tour"
          )}
        </CardTitle>
        <CardDescription>With pick-up</CardDescription>
      </CardHeader>
    </Card>
  );
  return (
    <>
      <span>{variant}</span>
      {cell("static", false)}
      {cell("rest", true)}
      {cell("hover", true)}
      {cell("focus", true)}
    </>
  );
}
