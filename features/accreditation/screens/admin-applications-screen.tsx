import { DialogFrame, FormAlert, ListSkeleton, LoadError, SignedOut } from "@blocks/feature-kit";
import { type ApplicationStatus, MART_EVENT_YEAR } from "@contracts/mart";
import {
  Button,
  DialogBody,
  DialogFooter,
  EmptyState,
  Input,
  Pagination,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type AdminApplication,
  useAdminApplications,
  useDecideApplication,
  useSetBooth,
} from "../api/admin-applications";
import { AccreditationPage } from "../components/accreditation-page";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { CompanyLogo } from "../components/company-logo";
import { useAccreditationText } from "../components/use-accreditation-text";
import { countryName } from "../model/countries";
import { failureText } from "../model/failure";
import { sideLabel } from "../model/side-label";

export type AdminApplicationsScreenProps = { area?: Area };

type Filter = ApplicationStatus | "all";
/** BoothBodySchema's limit. */
const BOOTH_MAX = 20;
const FILTERS: readonly Filter[] = ["submitted", "approved", "rejected", "withdrawn", "all"];

/**
 * `/sitmmt/admin/applications` (operators): this year's applications by status; a submitted one is approved or
 * rejected with a note for the company, and a seller gets its booth, where its meetings take place.
 */
export function AdminApplicationsScreen({ area = "admin" }: AdminApplicationsScreenProps) {
  const { t } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const [filter, setFilter] = useState<Filter>("submitted");
  return (
    <AccreditationPage title={t("admin.title", { year: MART_EVENT_YEAR })} wide>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : (
        <Tabs value={filter} onValueChange={(value) => setFilter(value as Filter)} className="flex flex-col gap-4">
          <TabsList aria-label={t("admin.filterLabel")}>
            {FILTERS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`admin.filters.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map((value) => (
            <TabsContent key={value} value={value}>
              {value === filter && <ApplicationList area={area} status={value === "all" ? null : value} />}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </AccreditationPage>
  );
}

function ApplicationList({ area, status }: { area: Area; status: ApplicationStatus | null }) {
  const { t, lang } = useAccreditationText();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ application: AdminApplication; decision: "approved" | "rejected" } | null>(
    null,
  );
  const list = useAdminApplications(area, status, page, lang);
  if (list.error)
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("admin.error")}
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  if (!list.data) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-24", "h-24"]} />;
  }
  if (list.data.rows.length === 0) {
    return <EmptyState kind="generic" titleAs="h2" title={t("admin.empty")} description={null} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {list.data.rows.map((application) => (
          <ApplicationRow
            key={application.id}
            application={application}
            area={area}
            onDecide={(decision) => setDeciding({ application, decision })}
          />
        ))}
      </ul>
      {list.data.meta.total_pages > 1 && (
        <Pagination
          page={page}
          pageCount={list.data.meta.total_pages}
          onPageChange={setPage}
          label={t("admin.pages")}
        />
      )}
      {deciding && (
        <DecisionDialog
          area={area}
          application={deciding.application}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

function ApplicationRow({
  application,
  area,
  onDecide,
}: {
  application: AdminApplication;
  area: Area;
  onDecide: (decision: "approved" | "rejected") => void;
}) {
  const { t, lang } = useAccreditationText();
  const company = application.company;
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start gap-4">
        <CompanyLogo logo={company.logo} name={company.name} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-foreground">
            {company.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {`${sideLabel(company, t)} · ${countryName(company.country, lang)} · ${t(`sectors.${company.primary_sector}`)}`}
          </p>
          <p className="text-sm text-muted-foreground">
            {t("admin.submitted", { date: formatDate(application.submitted_at, lang) })}
          </p>
        </div>
        <ApplicationStatusBadge stage={application.status} />
      </div>
      {application.message && (
        <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line text-foreground">
          {application.message}
        </blockquote>
      )}
      {application.operator_note && (
        <p className="text-sm text-foreground">{t("admin.note", { note: application.operator_note })}</p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        {company.role === "seller" ? <BoothForm area={area} application={application} /> : <span />}
        {application.status === "submitted" && (
          <div className="flex gap-2">
            <Button
              intent="outline"
              aria-label={t("admin.rejectCompany", { name: company.name })}
              onClick={() => onDecide("rejected")}
            >
              <X aria-hidden="true" />
              {t("admin.reject")}
            </Button>
            <Button aria-label={t("admin.approveCompany", { name: company.name })} onClick={() => onDecide("approved")}>
              <Check aria-hidden="true" />
              {t("admin.approve")}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

function BoothForm({ area, application }: { area: Area; application: AdminApplication }) {
  const { t, lang } = useAccreditationText();
  const setBooth = useSetBooth(area, lang);
  const inputId = useId();
  const [value, setValue] = useState(application.company.booth_no ?? "");
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await setBooth.trigger({ companyId: application.company.id, booth: value });
      toast.success(t("admin.boothSaved", { name: application.company.name }));
    } catch (error) {
      toast.error(failureText(error, t));
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} className="flex items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-foreground">
          {t("admin.booth")}
          {/* every row has one: the company's name tells them apart for a screen reader */}
          <span className="sr-only"> {application.company.name}</span>
        </label>
        <Input
          id={inputId}
          value={value}
          maxLength={BOOTH_MAX}
          onChange={(event) => setValue(event.target.value)}
          placeholder="A-01"
          className="w-32"
        />
      </div>
      <Button
        type="submit"
        intent="outline"
        loading={setBooth.isMutating}
        aria-label={t("admin.saveBoothOf", { name: application.company.name })}
      >
        {t("admin.saveBooth")}
      </Button>
    </form>
  );
}

function DecisionDialog({
  area,
  application,
  decision,
  onClose,
}: {
  area: Area;
  application: AdminApplication;
  decision: "approved" | "rejected";
  onClose: () => void;
}) {
  const { t, lang } = useAccreditationText();
  const decide = useDecideApplication(area, lang);
  const noteId = useId();
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const approve = decision === "approved";
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      await decide.trigger({ id: application.id, body: { status: decision, operator_note: note.trim() } });
      toast.success(t(approve ? "admin.approved" : "admin.rejected", { name: application.company.name }));
      onClose();
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={t(approve ? "admin.dialog.approveTitle" : "admin.dialog.rejectTitle", { name: application.company.name })}
      description={t(approve ? "admin.dialog.approveBody" : "admin.dialog.rejectBody")}
      form={{ onSubmit: (event) => void send(event) }}
    >
      <DialogBody className="flex flex-col gap-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <label htmlFor={noteId} className="text-sm font-medium text-foreground">
          {t("admin.dialog.note")}
        </label>
        <Textarea id={noteId} rows={4} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </DialogBody>
      <DialogFooter>
        <Button type="button" intent="ghost" onClick={onClose}>
          {t("admin.dialog.cancel")}
        </Button>
        <Button type="submit" intent={approve ? "primary" : "danger"} loading={decide.isMutating}>
          {t(approve ? "admin.approve" : "admin.reject")}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
