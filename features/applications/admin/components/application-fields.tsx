import type { EduAdminApplication } from "@contracts/applications";
import { formatDate, formatDateTime } from "@lib/format/format";
import type { ReactNode } from "react";
import { useAdminText } from "./use-admin-text";

type Row = [label: string, value: ReactNode];

/** Every field of the application in full (the operators' detail and its printout), grouped as the form asks them. */
export function ApplicationFields({ application }: { application: EduAdminApplication }) {
  const { t, lang } = useAdminText();
  const { form, account } = application;
  const notSet = <span className="text-muted-foreground">{t("shared.notSet")}</span>;
  const text = (value: string | null) => (value ? value : notSet);
  const date = (value: string | null) => (value ? formatDate(value, lang) : notSet);
  const travelPoint = (airport: string | null, at: string | null) =>
    airport || at ? [airport, at && formatDateTime(at, lang)].filter(Boolean).join(" · ") : notSet;
  const yes = (value: boolean) => t(value ? "fields.agreed" : "fields.notAgreed");

  const groups: { id: string; rows: Row[] }[] = [
    {
      id: "applicant",
      rows: [
        [t("fields.applicant_name"), text(form.applicant_name)],
        [t("fields.email"), text(form.email)],
        [t("fields.mobile"), text(form.mobile)],
        [t("fields.birth_date"), date(form.birth_date)],
        [t("fields.nationality"), text(form.nationality)],
        [t("fields.account"), `${account.name} · ${account.email} · ${t(`fields.langs.${account.lang}`)}`],
      ],
    },
    {
      id: "passport",
      rows: [
        [
          t("fields.passport_number"),
          form.passport_number ? <span className="font-mono">{form.passport_number}</span> : notSet,
        ],
        [t("fields.passport_expiry"), date(form.passport_expiry)],
        [t("fields.visa_status"), form.visa_status ? t(`applications:visa.${form.visa_status}`) : notSet],
      ],
    },
    {
      id: "travel",
      rows: [
        [t("fields.departure"), travelPoint(form.departure_airport, form.departure_at)],
        [t("fields.arrival"), travelPoint(form.arrival_airport, form.arrival_at)],
        [t("fields.dietary_restriction"), text(form.dietary_restriction)],
      ],
    },
    {
      id: "bank",
      rows: [
        [t("fields.bank_name"), text(form.bank_name)],
        [t("fields.bank_account_holder"), text(form.bank_account_holder)],
        [
          t("fields.bank_account_number"),
          form.bank_account_number ? <span className="font-mono">{form.bank_account_number}</span> : notSet,
        ],
      ],
    },
    {
      id: "consents",
      rows: [
        [t("fields.agree_terms"), yes(form.agree_terms)],
        [t("fields.agree_privacy"), yes(form.agree_privacy)],
        [t("fields.agree_third_party"), yes(form.agree_third_party)],
        [t("fields.agree_age14"), yes(form.agree_age14)],
      ],
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`fields-${group.id}`}
          className="flex flex-col gap-2 break-inside-avoid"
        >
          <h3 id={`fields-${group.id}`} className="text-base font-semibold text-foreground">
            {t(`fields.groups.${group.id}`)}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {group.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="fields-motivation" className="flex flex-col gap-2 break-inside-avoid">
        <h3 id="fields-motivation" className="text-base font-semibold text-foreground">
          {t("fields.motivation")}
        </h3>
        <p className="text-sm whitespace-pre-wrap text-foreground">{text(form.motivation)}</p>
      </section>
    </div>
  );
}
