import { AuditTrail, useConsoleAccess } from "@blocks/console";
import { FeaturePage, FormAlert, RecordLoadState, SignedOut, TextLink } from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import type { AdminQuotation } from "@contracts/quotations";
import {
  Button,
  ConfirmDialog,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  Price,
  Select,
  SelectItem,
  Textarea,
} from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useAdminQuotation, useQuotationActions } from "../api/quotations";
import { LineEditor } from "../components/line-editor";
import type { QuotationsAdminPaths } from "../components/paths";
import { QuotationStatus } from "../components/status-badge";
import { useQuotationsAdminText } from "../components/use-quotations-admin-text";
import { blankEditor, type EditorValues, editorIssues, editorOf, newLine } from "../model/editor";
import { editorIssueText, failureText, serverFailure } from "../model/messages";

export type QuotationEditorScreenProps = { id: number | null; paths: QuotationsAdminPaths };

/** The body's fields the server may name; a line's are `items.<n>.<field>`. */
const FIELDS = [
  "member_email",
  "title",
  "message",
  "currency",
  "departure_date",
  "departure_time",
  "travelers",
  "luggage",
  "valid_until",
  "items",
] as const;

/**
 * One quotation in the console (`/admin/quotations/new`, `/admin/quotations/{id}`): a clerk issues a new one, or
 * revises one the member has not accepted (the member then sees only the newest; the one it replaces stays in the
 * history below), or withdraws it. A viewer reads it, the fields closed. The prices are the clerk's to set: a
 * quotation is an offer, not money moved.
 */
export function QuotationEditorScreen({ id, paths }: QuotationEditorScreenProps) {
  const { t } = useQuotationsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  return (
    <FeaturePage
      title={id === null ? t("editor.newTitle") : t("editor.title")}
      aside={<TextLink to={paths.list}>{t("editor.back")}</TextLink>}
    >
      {!loggedIn ? <SignedOut t={t} /> : id === null ? <Editor paths={paths} /> : <Existing id={id} paths={paths} />}
    </FeaturePage>
  );
}

function Existing({ id, paths }: { id: number; paths: QuotationsAdminPaths }) {
  const { t, lang } = useQuotationsAdminText();
  const quotation = useAdminQuotation(id, lang);
  const describe = useDescribe();
  // said above the form, which starts afresh from each new version
  const [revised, setRevised] = useState(false);
  if (!quotation.data)
    return (
      <RecordLoadState
        t={t}
        notFound={{ title: t("editor.notFound.title"), body: t("editor.notFound.body") }}
        error={quotation.error}
        skeletons={["h-24", "h-64"]}
        errorTitle={t("editor.loadError")}
        describe={failureText}
        onRetry={() => void quotation.mutate()}
      />
    );
  const data = quotation.data;
  return (
    <>
      <Summary quotation={data} />
      {revised && (
        <p role="status" className="text-sm text-success">
          {t("editor.revised")}
        </p>
      )}
      <Editor
        key={`${data.id}:${data.revision}:${data.status}`}
        quotation={data}
        paths={paths}
        onRevised={() => setRevised(true)}
      />
      <AuditTrail subject="quotation" subjectId={data.id} describe={describe} />
    </>
  );
}

function useDescribe() {
  const { t } = useQuotationsAdminText();
  return (entry: AuditEntry) => {
    const revision = entry.detail.revision as { to?: unknown } | number | undefined;
    const to = typeof revision === "object" && revision !== null ? revision.to : revision;
    const changed = Object.keys(entry.detail).filter((field) => field !== "revision");
    return t(`actions.${entry.action}`, {
      revision: typeof to === "number" ? to : "",
      fields: changed.map((field) => t(`fields.${field}`, { defaultValue: field })).join(", "),
      defaultValue: entry.action,
    });
  };
}

function Summary({ quotation }: { quotation: AdminQuotation }) {
  const { t, lang } = useQuotationsAdminText();
  return (
    <section className="flex flex-col gap-3 rounded-md border border-border p-4" aria-label={t("editor.summary")}>
      <div className="flex flex-wrap items-center gap-2">
        <QuotationStatus status={quotation.display_status} />
        <span className="font-mono text-sm text-muted-foreground">
          {t("list.number", { number: quotation.quotation_number, revision: quotation.revision })}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t("editor.member")}</dt>
        <dd className="text-foreground">
          {quotation.member_name} ({quotation.member_email})
        </dd>
        <dt className="text-muted-foreground">{t("editor.total")}</dt>
        <dd>
          <Price amount={quotation.total} currency={quotation.currency} size="sm" />
        </dd>
        {quotation.responded_at && (
          <>
            <dt className="text-muted-foreground">{t("editor.answered")}</dt>
            <dd className="text-foreground">{formatDateTime(quotation.responded_at, lang)}</dd>
          </>
        )}
      </dl>
      {quotation.member_comment && (
        <p className="text-sm">
          <span className="font-medium">{t("editor.memberComment")}</span> {quotation.member_comment}
        </p>
      )}
    </section>
  );
}

/** A field with its label, its problem and an optional hint. */
function TextField({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field invalid={Boolean(error)} required={required}>
      <FieldLabel>{label}</FieldLabel>
      {children}
      {hint && <FieldHint>{hint}</FieldHint>}
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}

function Editor({
  quotation,
  paths,
  onRevised,
}: {
  quotation?: AdminQuotation;
  paths: QuotationsAdminPaths;
  onRevised?: () => void;
}) {
  const { t, lang } = useQuotationsAdminText();
  const { canWrite } = useConsoleAccess();
  const actions = useQuotationActions(lang);
  const navigate = useNavigate();
  const [values, setValues] = useState<EditorValues>(() => (quotation ? editorOf(quotation) : blankEditor()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const closed = quotation !== undefined && (quotation.status === "withdrawn" || quotation.status === "accepted");
  const disabled = !canWrite || closed || busy;
  const set = <K extends keyof EditorValues>(field: K, value: EditorValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: "" }));
  };

  const submit = async () => {
    setAlert(null);
    const checked = editorIssues(values);
    if (!checked.body) {
      setErrors(Object.fromEntries(checked.issues.map((issue) => [issue.field, editorIssueText(issue, t)])));
      setAlert(t("editor.fix"));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (quotation) {
        await actions.revise(quotation.id, checked.body);
        onRevised?.();
      } else {
        const issued = await actions.issue(checked.body);
        void navigate(paths.quotation(issued.id));
      }
    } catch (error) {
      const failure = serverFailure(error, FIELDS, t);
      setErrors(Object.fromEntries(failure.fields.map((issue) => [issue.field, issue.message])));
      setAlert(failure.message ?? t("editor.fix"));
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    if (!quotation) return;
    try {
      await actions.withdraw(quotation.id);
    } catch (error) {
      setAlert(failureText(error, t));
    }
  };

  const lineErrors = (index: number) => ({
    product_option_id: errors[`items.${index}.product_option_id`],
    quantity: errors[`items.${index}.quantity`],
    unit_price: errors[`items.${index}.unit_price`],
  });

  // one of the quotation's own text fields: its label, error and hint, required unless `optional`
  const input = (
    name: "title" | "valid_until" | "departure_date" | "departure_time" | "travelers" | "luggage",
    {
      hint,
      optional = false,
      ...field
    }: { type?: "date" | "time"; inputMode?: "numeric"; hint?: string; optional?: boolean } = {},
  ) => (
    <TextField label={t(`fields.${name}`)} error={errors[name]} hint={hint} required={!optional}>
      <Input {...field} value={values[name]} disabled={disabled} onChange={(event) => set(name, event.target.value)} />
    </TextField>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label={quotation ? t("editor.reviseForm") : t("editor.issueForm")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {closed && <p className="text-sm text-muted-foreground">{t(`editor.closed.${quotation.status}`)}</p>}
      {!canWrite && !closed && <p className="text-sm text-muted-foreground">{t("editor.readOnly")}</p>}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.member_email")} error={errors.member_email} required>
          <Input
            type="email"
            value={values.member_email}
            disabled={disabled || quotation !== undefined}
            onChange={(event) => set("member_email", event.target.value)}
          />
        </TextField>
        {input("title")}
        <TextField label={t("fields.currency")} error={errors.currency} required>
          <Select
            value={values.currency}
            disabled={disabled}
            onValueChange={(value) => set("currency", value === "KRW" ? "KRW" : "USD")}
          >
            <SelectItem value="USD">USD</SelectItem>
            <SelectItem value="KRW">KRW</SelectItem>
          </Select>
        </TextField>
        {input("valid_until", { type: "date", hint: t("editor.validHint") })}
        {input("departure_date", { type: "date" })}
        {input("departure_time", { type: "time" })}
        {input("travelers", { inputMode: "numeric" })}
        {input("luggage", { inputMode: "numeric", optional: true })}
      </div>
      <section className="flex flex-col gap-3" aria-label={t("editor.lines")}>
        <h2 className="text-lg font-semibold">{t("editor.lines")}</h2>
        {errors.items && <FormAlert>{errors.items}</FormAlert>}
        {values.lines.map((line, index) => (
          <LineEditor
            key={line.key}
            index={index}
            line={line}
            lang={lang}
            disabled={disabled}
            errors={lineErrors(index)}
            canRemove={values.lines.length > 1}
            onChange={(next) =>
              set(
                "lines",
                values.lines.map((each) => (each.key === line.key ? next : each)),
              )
            }
            onRemove={() =>
              set(
                "lines",
                values.lines.filter((each) => each.key !== line.key),
              )
            }
          />
        ))}
        {!disabled && (
          <div>
            <Button intent="outline" size="sm" onClick={() => set("lines", [...values.lines, newLine()])}>
              <Plus aria-hidden="true" />
              {t("editor.addLine")}
            </Button>
          </div>
        )}
      </section>
      <TextField label={t("fields.message")} error={errors.message} hint={t("editor.messageHint")}>
        <Textarea
          rows={4}
          maxLength={2000}
          value={values.message}
          disabled={disabled}
          onChange={(event) => set("message", event.target.value)}
        />
      </TextField>
      {canWrite && !closed && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy}>
            {quotation ? t("editor.revise") : t("editor.issue")}
          </Button>
          {quotation && (
            <Button intent="outline" disabled={busy} onClick={() => setWithdrawing(true)}>
              {t("editor.withdraw")}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title={t("withdraw.title")}
        message={t("withdraw.message")}
        intent="danger"
        confirmLabel={t("withdraw.confirm")}
        cancelLabel={t("withdraw.cancel")}
        onConfirm={withdraw}
      />
    </form>
  );
}
