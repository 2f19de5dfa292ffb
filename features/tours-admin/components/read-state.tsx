import { LoadError, SignedOut } from "@blocks/feature-kit";
import { Skeleton } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import type { ReactNode } from "react";
import { EmptyState } from "@ds";
import { SearchX } from "lucide-react";
import { failureText } from "../model/messages";
import { useConsoleText } from "./use-console-text";

/**
 * What a console page shows before its data: signed out (a 401 cleared the session), the read failed (with a
 * retry; a course that is not there says so), or still loading; the page's own content once the data is here.
 */
export function ReadState<T>({
  loggedIn,
  read,
  loadError,
  children,
}: {
  loggedIn: boolean;
  read: { data?: T; error?: Error; mutate: () => unknown };
  /** The failed read's title. */
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useConsoleText();
  if (!loggedIn) return <SignedOut t={t} />;
  if (read.error && read.data === undefined) {
    if (isNotFound(read.error)) {
      return (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("shared.notFound.title")}
          description={t("shared.notFound.body")}
        />
      );
    }
    return (
      <LoadError t={t} describe={failureText} title={loadError} error={read.error} onRetry={() => void read.mutate()} />
    );
  }
  if (read.data === undefined) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />
        <Skeleton shape="block" shapeClassName="h-40" />
      </div>
    );
  }
  return <>{children(read.data)}</>;
}
