import { MEETING_MESSAGE_MAX, type Slot } from "@contracts/meetings";
import type { CompanySummary, MartRole } from "@contracts/mart";
import { FieldRow } from "@blocks/feature-kit";
import { Button, FormMessage, Input, Select, SelectItem, Textarea } from "@ds";
import { type FormEvent, useId, useState } from "react";
import { useBusinesses } from "../api/list-businesses";
import { useMatchMeeting } from "../api/write-meetings";
import { failureText, serverFailure } from "../model/failure";
import { slotPeriod } from "../model/grid";
import {
  EMPTY_MATCH,
  MATCH_FIELDS,
  type MatchDraft,
  type MatchIssues,
  boothForSeller,
  matchBody,
} from "../model/match-form";
import { useAdminText } from "./use-admin-text";
import { useFieldIssues } from "./use-field-issues";

const BOOTH_MAX = 20;

/**
 * "Match a meeting": a buyer, a seller and a slot of the day (the booth follows the seller), booked by the server
 * under the same rule and lock as a confirmation. A refusal is said under the form in the operators' wording; a
 * match shows in the grid at once.
 */
export function MatchForm({ slots }: { slots: readonly Slot[] }) {
  const { t, lang } = useAdminText();
  const id = useId();
  const headingId = `${id}-heading`;
  const buyers = useBusinesses("buyer", lang);
  const sellers = useBusinesses("seller", lang);
  const match = useMatchMeeting(lang);
  const [draft, setDraft] = useState<MatchDraft>(EMPTY_MATCH);
  const [boothEdited, setBoothEdited] = useState(false);
  const { issues, setIssues, clear, showAndFocus } = useFieldIssues(MATCH_FIELDS, (field) => `${id}-${field}`);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = (next: Partial<MatchDraft>, field: keyof MatchIssues) => {
    setDraft((current) => ({ ...current, ...next }));
    clear(field);
    setDone(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const checked = matchBody(draft, t);
    if (!checked.ok) {
      showAndFocus(checked.issues);
      return;
    }
    setIssues({});
    try {
      const meeting = await match.trigger(checked.body);
      setDone(
        t("meetings.match.done", {
          buyer: meeting.buyer.name,
          seller: meeting.seller.name,
          time: slotPeriod(meeting.slot),
        }),
      );
      setDraft(EMPTY_MATCH);
      setBoothEdited(false);
    } catch (error) {
      const mapped = serverFailure(error, MATCH_FIELDS, t);
      setIssues(Object.fromEntries(mapped.fields.map((issue) => [issue.field, issue.message])));
      setFailure(mapped.message);
    }
  }

  const companiesError = (error: unknown) => `${t("meetings.match.companiesError")} ${failureText(error, t)}`;
  const companyField = (role: MartRole, field: "buyer_id" | "seller_id", list: typeof buyers) => {
    const key = role === "buyer" ? "buyerId" : "sellerId";
    const companies = list.data ?? [];
    return (
      <FieldRow
        controlId={`${id}-${field}`}
        required
        label={t(`meetings.match.${role}`)}
        error={issues[field] ?? (list.error ? companiesError(list.error) : null)}
      >
        <Select
          value={draft[key]}
          disabled={companies.length === 0}
          placeholder={list.data && companies.length === 0 ? t("meetings.match.noCompanies") : undefined}
          onValueChange={(value) => {
            if (role === "seller") {
              const seller = companies.find((company) => String(company.id) === value);
              change({ sellerId: value, booth: boothForSeller(draft, boothEdited, seller) }, field);
            } else change({ buyerId: value }, field);
          }}
        >
          {companies.map((company) => (
            <SelectItem key={company.id} value={String(company.id)}>
              {companyLabel(company)}
            </SelectItem>
          ))}
        </Select>
      </FieldRow>
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {t("meetings.match.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("meetings.match.intro")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {companyField("buyer", "buyer_id", buyers)}
        {companyField("seller", "seller_id", sellers)}
        <FieldRow controlId={`${id}-slot_id`} required label={t("meetings.match.slot")} error={issues.slot_id}>
          <Select value={draft.slotId} onValueChange={(value) => change({ slotId: value }, "slot_id")}>
            {slots.map((slot) => (
              <SelectItem key={slot.id} value={String(slot.id)}>
                {slot.active ? slotPeriod(slot) : t("meetings.match.slotClosed", { time: slotPeriod(slot) })}
              </SelectItem>
            ))}
          </Select>
        </FieldRow>
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FieldRow
          controlId={`${id}-booth_no`}
          label={t("meetings.match.booth")}
          hint={t("meetings.match.boothHint")}
          error={issues.booth_no}
        >
          <Input
            value={draft.booth}
            maxLength={BOOTH_MAX}
            autoComplete="off"
            onChange={(event) => {
              setBoothEdited(true);
              change({ booth: event.target.value }, "booth_no");
            }}
          />
        </FieldRow>
        <FieldRow controlId={`${id}-message`} label={t("meetings.match.message")} error={issues.message}>
          <Textarea
            rows={2}
            maxLength={MEETING_MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => change({ message: event.target.value }, "message")}
          />
        </FieldRow>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={match.isMutating}>
          {t("meetings.match.submit")}
        </Button>
      </div>
      <FormMessage>{failure}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
    </form>
  );
}

/** A company as the select lists it: its name, and its booth for a seller that has one. */
function companyLabel(company: CompanySummary): string {
  return company.role === "seller" && company.booth_no ? `${company.name} (${company.booth_no})` : company.name;
}
