import { AuditTrail } from "@blocks/console";
import {
  FeaturePage,
  FileDownloadList,
  FormAlert,
  type FormLang,
  LanguageColumns,
  LanguageTitleField,
  RecordLoadState,
  SignedOut,
  TitledSection,
  showFieldIssues,
  uploadRules,
  useContractForm,
  useLeaveWarning,
} from "@blocks/feature-kit";
import type { AdminPost, Attachment } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { Button, Checkbox, FileUpload, Form, FormField, Textarea, buttonVariants, confirm, toast } from "@ds";
import { fetchFile, saveFile } from "@lib/http/download";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import type { Control } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useAdminPost } from "../api/get-post";
import { OPERATOR_AREA } from "../api/paths";
import { usePostWrites } from "../api/write-post";
import type { BoardAdminPaths } from "../components/paths";
import { useBoardAdminText } from "../components/use-board-admin-text";
import { failureText, serverFailure } from "../model/messages";
import {
  ATTACHMENT_LIMITS,
  CONTENT_MAX,
  EMPTY_POST,
  POST_FIELDS,
  type PostValues,
  TITLE_MAX,
  postBody,
  postIssues,
  postValues,
} from "../model/post-form";

export type PostEditorScreenProps = {
  site: SiteName;
  type: string;
  /** The post to change; a new one when left out. */
  postId?: number;
  paths: BoardAdminPaths;
};

/**
 * A board's post in both languages, new (`board-add?type=`) or saved (`board-edit/{id}?type=`): titles, texts, the
 * pin, and a new post's files. The contract's rules and the server's refusals show beside their fields; what was
 * typed stays until it is saved, and leaving with changes asks first. A saved post goes back to its board.
 */
export function PostEditorScreen({ site, type, postId, paths }: PostEditorScreenProps) {
  const { t } = useBoardAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const board = t(`board:boards.${type}`, { defaultValue: type });
  return (
    <FeaturePage title={t(postId === undefined ? "editor.addTitle" : "editor.editTitle", { board })}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : postId === undefined ? (
        <PostForm site={site} type={type} paths={paths} />
      ) : (
        <SavedPost site={site} type={type} id={postId} paths={paths} />
      )}
    </FeaturePage>
  );
}

function SavedPost({ site, type, id, paths }: { site: SiteName; type: string; id: number; paths: BoardAdminPaths }) {
  const { t } = useBoardAdminText();
  const post = useAdminPost(site, type, id);
  if (!post.data)
    return (
      <RecordLoadState
        t={t}
        notFound={{
          title: t("editor.notFound.title"),
          body: t("editor.notFound.body"),
          action: (
            <Link to={paths.list(type)} className={buttonVariants({ intent: "outline" })}>
              {t("editor.back")}
            </Link>
          ),
        }}
        error={post.error}
        skeletons={["h-10", "h-40", "h-40"]}
        errorTitle={t("editor.loadError")}
        describe={failureText}
        onRetry={() => void post.mutate()}
      />
    );
  return (
    <>
      <PostForm site={site} type={type} paths={paths} saved={post.data} />
      <AuditTrail
        className="mt-8"
        subject="post"
        subjectId={id}
        describe={(entry) => t(`editor.audit.${entry.action}`, { defaultValue: entry.action })}
      />
    </>
  );
}

function PostForm({
  site,
  type,
  paths,
  saved,
}: {
  site: SiteName;
  type: string;
  paths: BoardAdminPaths;
  saved?: AdminPost;
}) {
  const { t, lang } = useBoardAdminText();
  const navigate = useNavigate();
  const writes = usePostWrites(site, type, lang);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<PostValues>({
    defaultValues: saved ? postValues(saved) : EMPTY_POST,
    check: (values) => postIssues(values, t),
  });
  // once saved, the way back to the board is no leaving of unsaved work
  const [done, setDone] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const unsaved = isDirty && !done;
  useLeaveWarning(unsaved);

  const submit = async (values: PostValues) => {
    setAlert(null);
    try {
      const post = saved
        ? await writes.update(saved.id, postBody(values, saved))
        : await writes.create(postBody(values), values.files);
      setDone(true);
      toast.success(t(saved ? "editor.saved" : "editor.added", { title: post.title }));
      void navigate(paths.list(type));
    } catch (error) {
      const failure = serverFailure(error, POST_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const leave = async () => {
    if (unsaved) {
      const sure = await confirm({
        title: t("editor.leave.title"),
        message: t("editor.leave.body"),
        intent: "danger",
        confirmLabel: t("editor.leave.confirm"),
        cancelLabel: t("editor.leave.cancel"),
      });
      if (!sure) return;
    }
    void navigate(paths.list(type));
  };

  return (
    <Form form={form} onSubmit={submit}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <LanguageColumns legend={(lang) => t(`editor.languages.${lang}`)}>
        {(lang) => <LanguageFields control={form.control} lang={lang} />}
      </LanguageColumns>
      <FormField
        control={form.control}
        name="pinned"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={t("editor.fields.pinned")}
            description={t("editor.fields.pinnedHint")}
            checked={field.value}
            onCheckedChange={(next) => field.onChange(next === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      {saved ? (
        <SavedFiles files={saved.attachments} />
      ) : (
        <FormField
          control={form.control}
          name="files"
          label={t("editor.fields.files")}
          hint={t("editor.fields.filesHint", { max: ATTACHMENT_LIMITS.maxFiles })}
          render={({ field }) => (
            <FileUpload
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              multiple
              {...uploadRules(ATTACHMENT_LIMITS)}
            />
          )}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t(saved ? "editor.save" : "editor.add")}
        </Button>
        <Button type="button" intent="ghost" size="lg" onClick={() => void leave()}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("editor.back")}
        </Button>
      </div>
    </Form>
  );
}

/** One language's title and text. */
function LanguageFields({ control, lang }: { control: Control<PostValues>; lang: FormLang }) {
  const { t } = useBoardAdminText();
  return (
    <>
      <LanguageTitleField control={control} lang={lang} t={t} maxLength={TITLE_MAX} />
      <FormField
        control={control}
        name={`content_${lang}`}
        label={t("editor.fields.content")}
        summaryLabel={t(`editor.fields.content_${lang}`)}
        hint={t("editor.fields.contentHint")}
        required
      >
        {(registered) => <Textarea rows={10} maxLength={CONTENT_MAX} {...registered} />}
      </FormField>
    </>
  );
}

/** A saved post's files: they stay as they were published (the contract changes texts and pin only). */
function SavedFiles({ files }: { files: readonly Attachment[] }) {
  const { t, lang } = useBoardAdminText();
  return (
    <TitledSection title={t("editor.fields.files")} className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t("editor.filesKept")}</p>
      {files.length === 0 ? (
        <p className="text-sm text-foreground">{t("editor.noFiles")}</p>
      ) : (
        <FileDownloadList
          files={files}
          locale={lang}
          sizeLabel={t("editor.fileSize")}
          download={async (file) =>
            saveFile(await fetchFile(file.url, { area: OPERATOR_AREA, accept: file.mime }), file.name)
          }
          failure={(file, error) => t("editor.downloadFailed", { name: file.name, reason: failureText(error, t) })}
        />
      )}
    </TitledSection>
  );
}
