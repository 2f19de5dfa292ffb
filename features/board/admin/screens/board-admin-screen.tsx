import { FeaturePage, LoadError, PagedTable, SignedOut } from "@blocks/feature-kit";
import type { PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import {
  Badge,
  Button,
  EmptyState,
  type TableColumn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  buttonVariants,
  confirm,
  toast,
} from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileText, Pin, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminPosts } from "../api/list-posts";
import { OPERATOR_AREA } from "../api/paths";
import { usePostWrites } from "../api/write-post";
import type { BoardAdminPaths } from "../components/paths";
import { useBoardAdminText } from "../components/use-board-admin-text";
import { failureText } from "../model/messages";

export type BoardAdminScreenProps = {
  site: SiteName;
  /** The site's boards the operators keep here, the first one open by default (`?type=` opens another). */
  types: readonly string[];
  paths: BoardAdminPaths;
};

/**
 * A site's boards for its operators (`/seouleduadmin/faq`): a tab per board, its posts as visitors see them (pinned
 * first, then newest), each with its day and views, to edit or delete; and the way to add one.
 */
export function BoardAdminScreen({ site, types, paths }: BoardAdminScreenProps) {
  const { t } = useBoardAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const asked = params.get("type");
  const type = asked && types.includes(asked) ? asked : (types[0] ?? "");
  const page = Math.max(1, Number(params.get("page")) || 1);
  const go = (next: { type: string; page: number }) => {
    const search = new URLSearchParams({ type: next.type });
    if (next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };
  const boardName = (name: string) => t(`board:boards.${name}`, { defaultValue: name });

  return (
    <FeaturePage
      title={t("list.title")}
      aside={
        loggedIn && (
          <Link to={paths.add(type)} className={buttonVariants({ intent: "primary" })}>
            <Plus aria-hidden="true" className="size-4" />
            {t("list.add", { board: boardName(type) })}
          </Link>
        )
      }
    >
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : (
        <Tabs value={type} onValueChange={(value) => go({ type: value, page: 1 })} className="flex flex-col gap-4">
          <TabsList aria-label={t("list.boards")}>
            {types.map((name) => (
              <TabsTrigger key={name} value={name}>
                {boardName(name)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={type}>
            <BoardPosts
              key={type}
              site={site}
              type={type}
              page={page}
              paths={paths}
              boardName={boardName(type)}
              onPage={(next) => go({ type, page: next })}
            />
          </TabsContent>
        </Tabs>
      )}
    </FeaturePage>
  );
}

function BoardPosts({
  site,
  type,
  page,
  paths,
  boardName,
  onPage,
}: {
  site: SiteName;
  type: string;
  page: number;
  paths: BoardAdminPaths;
  boardName: string;
  onPage: (page: number) => void;
}) {
  const { t, lang } = useBoardAdminText();
  const posts = useAdminPosts(site, type, page, lang);
  const writes = usePostWrites(site, type, lang);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (post: PostSummary) => {
    const sure = await confirm({
      title: t("list.delete.title"),
      message: t("list.delete.body", { title: post.title }),
      intent: "danger",
      confirmLabel: t("list.delete.confirm"),
      cancelLabel: t("list.delete.cancel"),
    });
    if (!sure) return;
    setDeleting(post.id);
    try {
      await writes.remove(post.id);
      toast.success(t("list.delete.done", { title: post.title }));
    } catch (error) {
      // a 401 has already sent the operator to sign in; anything else is said where they are
      if (!(error instanceof HttpError && error.status === 401)) toast.error(failureText(error, t));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumn<PostSummary>[] = [
    {
      id: "title",
      header: t("list.table.title"),
      rowHeader: true,
      wrap: true,
      cell: (post) => (
        <span className="flex flex-wrap items-center gap-2">
          {post.pinned && (
            <Badge variant="info" size="sm">
              <Pin aria-hidden="true" />
              {t("list.pinned")}
            </Badge>
          )}
          <Link
            to={paths.edit(type, post.id)}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {post.title}
          </Link>
        </span>
      ),
    },
    { id: "date", header: t("list.table.date"), cell: (post) => formatDate(post.published_at, lang) },
    { id: "views", header: t("list.table.views"), align: "end", cell: (post) => formatNumber(post.view_count, lang) },
    {
      id: "actions",
      header: <span className="sr-only">{t("list.table.actions")}</span>,
      label: t("list.table.actions"),
      align: "end",
      cell: (post) => (
        <span className="inline-flex gap-2">
          <Link
            to={paths.edit(type, post.id)}
            aria-label={t("list.editOne", { title: post.title })}
            className={buttonVariants({ intent: "outline", size: "sm" })}
          >
            {t("list.edit")}
          </Link>
          <Button
            intent="danger"
            size="sm"
            aria-label={t("list.deleteOne", { title: post.title })}
            loading={deleting === post.id}
            onClick={() => void remove(post)}
          >
            {t("list.delete.button")}
          </Button>
        </span>
      ),
    },
  ];

  let body: ReactNode;
  if (posts.error && !posts.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("list.loadError")}
        error={posts.error}
        onRetry={() => void posts.mutate()}
      />
    );
  else if (posts.data && posts.data.meta.total === 0)
    body = (
      <EmptyState
        icon={<FileText aria-hidden="true" />}
        titleAs="h2"
        title={t("list.empty.title", { board: boardName })}
        description={t("list.empty.body")}
        action={
          <Link to={paths.add(type)} className={buttonVariants({ intent: "outline" })}>
            {t("list.add", { board: boardName })}
          </Link>
        }
      />
    );
  else
    body = (
      <PagedTable
        data={posts.data}
        count={(count) => t("list.count", { count })}
        caption={boardName}
        columns={columns}
        rowKey={(post) => post.id}
        page={page}
        onPage={onPage}
        pagesLabel={t("list.pages")}
      />
    );
  return body;
}
