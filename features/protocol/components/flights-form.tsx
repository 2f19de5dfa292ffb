import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { Delegate } from "@contracts/protocol";
import { Button, Form, FormField, Input, SelectField } from "@ds";
import { HttpError } from "@lib/http/client";
import { useState } from "react";
import { saveFlights } from "../api/tours";
import { FLIGHT_FIELDS, type FlightsValues, flightsBody, flightsIssues, flightsValues } from "../model/flights-form";
import { serverFailure } from "../model/messages";
import { useProtocolText } from "./use-protocol-text";

export type FlightsFormProps = {
  tourId: number;
  delegate: Delegate;
  /** Reads the people again and answers this person as the server now holds them. */
  reload: () => Promise<Delegate | undefined>;
  onSaved: (saved: Delegate) => void;
  onCancel: () => void;
};

/**
 * One person's arrival and departure flights: numbers, times in Korea's time and terminals, checked by the contract
 * as typed and again by the server, whose refusals show beside their fields. Someone else's change meanwhile (409)
 * brings the newest details into the form, and the form says so.
 */
export function FlightsForm({ tourId, delegate, reload, onSaved, onCancel }: FlightsFormProps) {
  const { t } = useProtocolText();
  const [version, setVersion] = useState(delegate.version);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useContractForm<FlightsValues>({
    defaultValues: flightsValues(delegate),
    check: (values) => flightsIssues(values, t),
  });
  const terminals = [
    { value: "T1", label: t("immigration.terminals.T1") },
    { value: "T2", label: t("immigration.terminals.T2") },
  ];

  const submit = async (values: FlightsValues) => {
    setAlert(null);
    setConflict(false);
    try {
      const saved = await saveFlights(tourId, delegate.id, flightsBody(values, version));
      onSaved(saved);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        const newest = await reload().catch(() => undefined);
        if (newest) {
          form.reset(flightsValues(newest));
          setVersion(newest.version);
        }
        setConflict(true);
        return;
      }
      const failure = serverFailure(error, FLIGHT_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const flight = (name: "arrival_flight" | "departure_flight") => (
    <FormField
      control={form.control}
      name={name}
      label={t(`immigration.fields.${name}`)}
      hint={t("immigration.fields.flightHint")}
    >
      {(registered) => (
        <Input maxLength={10} autoComplete="off" spellCheck={false} className="uppercase" {...registered} />
      )}
    </FormField>
  );
  const time = (name: "arrival_at" | "departure_at") => (
    <FormField control={form.control} name={name} label={t(`immigration.fields.${name}`)} hint={t("shared.koreaTime")}>
      {(registered) => <Input type="datetime-local" {...registered} />}
    </FormField>
  );
  const terminal = (name: "arrival_terminal" | "departure_terminal") => (
    <SelectField
      control={form.control}
      name={name}
      label={t(`immigration.fields.${name}`)}
      placeholder={t("immigration.fields.choose")}
      options={terminals}
    />
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t("immigration.formLabel", { name: delegate.name })}>
      {conflict && (
        <p role="alert" className="rounded-md border border-warning bg-muted p-3 text-sm">
          {t("protocol-tour:messages.versionConflict")}
        </p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t("immigration.arrival")}</legend>
        {flight("arrival_flight")}
        {time("arrival_at")}
        {terminal("arrival_terminal")}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t("immigration.departure")}</legend>
        {flight("departure_flight")}
        {time("departure_at")}
        {terminal("departure_terminal")}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("immigration.save")}
        </Button>
        <Button type="button" intent="outline" onClick={onCancel}>
          {t("immigration.cancel")}
        </Button>
      </div>
    </Form>
  );
}
