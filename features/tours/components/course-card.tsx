import type { TourCourseSummary } from "@contracts/tours";
import { Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle, Price } from "@ds";
import { formatDate } from "@lib/format/format";
import { Link } from "react-router";
import { durationText, languagesText } from "../model/course-text";
import { useToursText } from "./use-tours-text";

export type CourseCardProps = {
  course: TourCourseSummary;
  /** The course's page on this site. */
  href: string;
  /** The first card of the page: its picture is the page's largest. */
  priority?: boolean;
  /** The heading level of the card's title. */
  titleAs?: "h2" | "h3";
};

/** A course in a list: picture, name, summary, duration, guide languages, the lowest open price and next departure. */
export function CourseCard({ course, href, priority = false, titleAs = "h2" }: CourseCardProps) {
  const { t, lang } = useToursText();
  return (
    <Card interactive className="h-full">
      <CardMedia src={course.thumbnail} alt="" ratio="wide" priority={priority} />
      <CardHeader>
        <CardTitle as={titleAs}>
          <CardLink asChild>
            <Link to={href}>{course.name}</Link>
          </CardLink>
        </CardTitle>
        <CardDescription>{course.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t("list.card.duration")}</dt>
          <dd>{durationText(course.duration_minutes, t)}</dd>
          <dt className="text-muted-foreground">{t("list.card.languages")}</dt>
          <dd>{languagesText(course.languages, t)}</dd>
        </dl>
        <p className="text-foreground">
          {course.next_departure
            ? t("list.card.next", { date: formatDate(course.next_departure, lang, "weekday") })
            : t("list.card.noNext")}
        </p>
        {course.from_price !== null ? (
          <Price amount={course.from_price} currency={course.currency} from size="lg" />
        ) : (
          <p className="font-medium text-muted-foreground">{t("list.card.noPrice")}</p>
        )}
      </CardContent>
    </Card>
  );
}
