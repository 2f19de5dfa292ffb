import { FeaturePage, RecordPageStatus } from "@blocks/feature-kit";
import { DEPARTURE_DECISION_HOURS, type TourCourse } from "@contracts/tours";
import { ButtonLink } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import { useState } from "react";
import { Link } from "react-router";
import { useCourse } from "../api/get-course";
import { CourseCard } from "../components/course-card";
import { DeparturePicker } from "../components/departure-picker";
import { useToursText } from "../components/use-tours-text";
import { WaitlistDialog } from "../components/waitlist-dialog";
import { durationText, languagesText } from "../model/course-text";
import { isChoosable } from "../model/form-values";

export type CourseDetailPaths = {
  list: string;
  /** A sub-course's page. */
  subCourse: (slug: string) => string;
  /** The reservation form for a departure of the course. */
  reservation: (slug: string, departureId: number) => string;
};

export type CourseDetailScreenProps = {
  slug: string;
  paths: CourseDetailPaths;
};

/**
 * A course (`/apec2025korea/detail/{course}`, `/subcourse/{course}`): pictures, description, itinerary in Korea
 * time, meeting point, duration, languages, the free-cancellation policy, its sub-courses and its departures to
 * choose from; the chosen one leads to the reservation form. Rendered on the server with its data (ADR 0024).
 */
export function CourseDetailScreen({ slug, paths }: CourseDetailScreenProps) {
  const { t, lang } = useToursText();
  const course = useCourse(slug, lang);
  if (course.error || !course.data)
    return (
      <RecordPageStatus
        t={t}
        notFound={isNotFound(course.error)}
        error={course.error}
        onRetry={() => void course.mutate()}
        title={course.data?.name ?? t("detail.back")}
        listPath={paths.list}
      />
    );
  return <CourseDetail course={course.data} paths={paths} />;
}

function CourseDetail({ course, paths }: { course: TourCourse; paths: CourseDetailPaths }) {
  const { t } = useToursText();
  const first = course.departures.find(isChoosable);
  const [chosen, setChosen] = useState<number | null>(first?.id ?? null);
  return (
    <FeaturePage
      title={course.name}
      aside={
        <Link to={paths.list} className="text-sm text-primary underline underline-offset-4">
          {t("detail.back")}
        </Link>
      }
    >
      {course.images.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {course.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={t("detail.photo", { name: course.name, index: index + 1 })}
              className="aspect-[3/2] w-full rounded-lg object-cover"
              {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            />
          ))}
        </div>
      )}
      <p className="text-foreground">{course.description}</p>
      <section aria-label={t("detail.facts")}>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t("detail.duration")}</dt>
          <dd>{durationText(course.duration_minutes, t)}</dd>
          <dt className="text-muted-foreground">{t("detail.languages")}</dt>
          <dd>{languagesText(course.languages, t)}</dd>
          <dt className="text-muted-foreground">{t("detail.meetingPoint")}</dt>
          <dd>{course.meeting_point}</dd>
        </dl>
      </section>
      <section aria-labelledby="tour-itinerary" className="flex flex-col gap-3">
        <h2 id="tour-itinerary" className="text-lg font-semibold text-foreground">
          {t("detail.itinerary.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("detail.itinerary.note")}</p>
        <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
          {course.itinerary.map((stop) => (
            <li key={`${stop.time}-${stop.title}`} className="flex flex-col gap-0.5">
              <span className="font-mono text-sm text-muted-foreground">{stop.time}</span>
              <span className="font-medium text-foreground">{stop.title}</span>
              <span className="text-sm text-foreground">{stop.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="tour-cancellation" className="flex flex-col gap-2">
        <h2 id="tour-cancellation" className="text-lg font-semibold text-foreground">
          {t("detail.cancellation.heading")}
        </h2>
        <p className="text-sm text-foreground">
          {t("detail.cancellation.body", { hours: course.cancel_cutoff_hours })}
        </p>
      </section>
      <section aria-labelledby="tour-departures" className="flex flex-col gap-3">
        <h2 id="tour-departures" className="text-lg font-semibold text-foreground">
          {t("detail.departures.heading")}
        </h2>
        <p id="tour-minimum" className="text-sm text-foreground">
          {t("detail.departures.minimum", { count: course.min_travelers, hours: DEPARTURE_DECISION_HOURS })}
        </p>
        {course.departures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("detail.departures.none")}</p>
        ) : (
          <>
            <DeparturePicker
              departures={course.departures}
              value={chosen}
              onChange={setChosen}
              labelledBy="tour-departures"
              describedBy="tour-minimum"
              whenFull={(departure) => <WaitlistDialog departure={departure} minTravelers={course.min_travelers} />}
            />
            {chosen !== null && (
              <ButtonLink asChild size="lg" className="self-start">
                <Link to={paths.reservation(course.slug, chosen)}>{t("detail.departures.reserve")}</Link>
              </ButtonLink>
            )}
          </>
        )}
      </section>
      {course.sub_courses.length > 0 && (
        <section aria-labelledby="tour-sub-courses" className="flex flex-col gap-3">
          <h2 id="tour-sub-courses" className="text-lg font-semibold text-foreground">
            {t("detail.subCourses")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {course.sub_courses.map((sub) => (
              <li key={sub.id}>
                <CourseCard course={sub} href={paths.subCourse(sub.slug)} titleAs="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </FeaturePage>
  );
}
