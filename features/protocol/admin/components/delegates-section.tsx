import { FormAlert, ListSkeleton, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { AdminTour, Delegate } from "@contracts/protocol";
import { Badge, Button, Checkbox, ConfirmDialog, Form, FormField, Input, toast } from "@ds";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { serverFailure } from "../../model/messages";
import { useArrivals } from "../api/arrivals";
import { useTourWrites } from "../api/tours";
import {
  DELEGATE_FIELDS,
  type DelegateValues,
  EMPTY_DELEGATE,
  delegateBody,
  delegateIssues,
} from "../model/small-forms";
import { OperatorFailure } from "./operator-failure";
import { useAdminText } from "./use-admin-text";

/**
 * The delegation's people: who is on the tour (the coordinator marked), each changed or removed in place, and a form
 * that adds one; a person's e-mail links their member account, which then reads the tour and registers flights.
 */
export function DelegatesSection({ tour }: { tour: AdminTour }) {
  const { t } = useAdminText();
  const people = useArrivals(tour.id);
  const [editing, setEditing] = useState<number | null>(null);

  let list;
  if (people.error && !people.data)
    list = (
      <OperatorFailure
        error={people.error}
        title={t("editor.delegates.loadError")}
        onRetry={() => void people.mutate()}
      />
    );
  else if (!people.data) list = <ListSkeleton label={t("shared.loading")} rows={["h-12", "h-12"]} />;
  else if (people.data.length === 0)
    list = <p className="text-sm text-muted-foreground">{t("editor.delegates.none")}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {people.data.map((person) => (
          <li key={person.id} className="p-3">
            {editing === person.id ? (
              <DelegateForm tourId={tour.id} person={person} onDone={() => setEditing(null)} />
            ) : (
              <PersonRow tourId={tour.id} person={person} onEdit={() => setEditing(person.id)} />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{t("editor.delegates.intro")}</p>
      {list}
      <section
        className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4"
        aria-labelledby="protocol-add-person"
      >
        <h2 id="protocol-add-person" className="font-semibold">
          {t("editor.delegates.addTitle")}
        </h2>
        <DelegateForm tourId={tour.id} person={null} onDone={() => undefined} />
      </section>
    </div>
  );
}

function PersonRow({ tourId, person, onEdit }: { tourId: number; person: Delegate; onEdit: () => void }) {
  const { t } = useAdminText();
  const writes = useTourWrites(tourId);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-col">
          <span className="flex items-center gap-2 font-medium">
            {person.name}
            {person.coordinator && (
              <Badge size="sm" variant="info">
                {t("protocol-tour:immigration.coordinator")}
              </Badge>
            )}
          </span>
          <span className="text-sm text-muted-foreground">
            {[person.title, person.email || t("editor.delegates.noAccount")].filter(Boolean).join(" · ")}
          </span>
        </span>
        <span className="flex gap-1">
          <Button
            type="button"
            intent="ghost"
            size="sm"
            aria-label={t("editor.delegates.editName", { name: person.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            intent="danger"
            title={t("editor.delegates.removeTitle", { name: person.name })}
            message={t("editor.delegates.removeBody")}
            confirmLabel={t("editor.delegates.remove")}
            onConfirm={async () => {
              try {
                await writes.removeDelegate(person.id);
                toast.success(t("editor.delegates.removed", { name: person.name }));
              } catch (error) {
                setAlert(serverFailure(error, [], t).message);
              }
            }}
            trigger={
              <Button
                type="button"
                intent="ghost"
                size="sm"
                aria-label={t("editor.delegates.removeName", { name: person.name })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </span>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
    </div>
  );
}

function DelegateForm({ tourId, person, onDone }: { tourId: number; person: Delegate | null; onDone: () => void }) {
  const { t } = useAdminText();
  const writes = useTourWrites(tourId);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<DelegateValues>({
    defaultValues: person
      ? { name: person.name, title: person.title, email: person.email ?? "", coordinator: person.coordinator }
      : EMPTY_DELEGATE,
    check: (values) => delegateIssues(values, t),
  });

  const submit = async (values: DelegateValues) => {
    setAlert(null);
    try {
      if (person) await writes.updateDelegate(person.id, delegateBody(values));
      else await writes.addDelegate(delegateBody(values));
      form.reset(person ? values : EMPTY_DELEGATE);
      toast.success(t(person ? "editor.delegates.saved" : "editor.delegates.added", { name: values.name.trim() }));
      onDone();
    } catch (error) {
      const failure = serverFailure(error, DELEGATE_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={person ? t("editor.delegates.editName", { name: person.name }) : t("editor.delegates.addTitle")}
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField control={form.control} name="name" label={t("editor.delegates.name")} required>
          {(registered) => <Input maxLength={100} {...registered} />}
        </FormField>
        <FormField control={form.control} name="title" label={t("editor.delegates.title")}>
          {(registered) => <Input maxLength={100} {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="email"
          label={t("editor.delegates.email")}
          hint={t("editor.delegates.emailHint")}
        >
          {(registered) => <Input type="email" maxLength={254} {...registered} />}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="coordinator"
        summaryLabel={t("editor.delegates.coordinator")}
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={t("editor.delegates.coordinator")}
            checked={field.value}
            onCheckedChange={(next) => field.onChange(next === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {person ? (
            t("editor.delegates.save")
          ) : (
            <>
              <Plus aria-hidden="true" />
              {t("editor.delegates.add")}
            </>
          )}
        </Button>
        {person && (
          <Button type="button" intent="outline" onClick={onDone}>
            {t("editor.delegates.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
