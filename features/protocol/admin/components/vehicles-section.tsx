import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { AdminTour } from "@contracts/protocol";
import { Badge, Button, ConfirmDialog, Form, FormField, Input, toast } from "@ds";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { serverFailure } from "../../model/messages";
import { useTourWrites } from "../api/tours";
import { EMPTY_VEHICLE, VEHICLE_FIELDS, type VehicleValues, vehicleBody, vehicleIssues } from "../model/small-forms";
import { useAdminText } from "./use-admin-text";

type Vehicle = AdminTour["vehicles"][number];

/** The tour's vehicles: each one's name, plate and driver (an operators' account of role driver, by its id). */
export function VehiclesSection({ tour }: { tour: AdminTour }) {
  const { t } = useAdminText();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{t("editor.vehicles.intro")}</p>
      {tour.vehicles.length === 0 && <p className="text-sm text-muted-foreground">{t("editor.vehicles.none")}</p>}
      <ul className="flex flex-col gap-3">
        {tour.vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleForm tour={tour} vehicle={vehicle} />
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="protocol-add-vehicle"
        className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4"
      >
        <h2 id="protocol-add-vehicle" className="font-semibold">
          {t("editor.vehicles.addTitle")}
        </h2>
        <VehicleForm tour={tour} vehicle={null} />
      </section>
    </div>
  );
}

function VehicleForm({ tour, vehicle }: { tour: AdminTour; vehicle: Vehicle | null }) {
  const { t } = useAdminText();
  const writes = useTourWrites(tour.id);
  const [alert, setAlert] = useState<string | null>(null);
  const defaults: VehicleValues = vehicle
    ? { label: vehicle.label, plate: vehicle.plate, driver_account_id: vehicle.driver_account_id?.toString() ?? "" }
    : EMPTY_VEHICLE;
  const form = useContractForm<VehicleValues>({ defaultValues: defaults, check: (values) => vehicleIssues(values, t) });

  const submit = async (values: VehicleValues) => {
    setAlert(null);
    try {
      await writes.saveVehicle(vehicle?.id ?? null, vehicleBody(values));
      form.reset(vehicle ? values : EMPTY_VEHICLE);
      toast.success(t(vehicle ? "editor.vehicles.saved" : "editor.vehicles.added", { name: values.label.trim() }));
    } catch (error) {
      const failure = serverFailure(error, VEHICLE_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };
  const label = vehicle ? t("editor.vehicles.formLabel", { name: vehicle.label }) : t("editor.vehicles.addTitle");

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={label}
      className={vehicle ? "rounded-lg border border-border p-4" : undefined}
    >
      {vehicle && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2 font-semibold">
            {vehicle.label}
            <Badge size="sm">{t(`editor.vehicles.trip.${vehicle.trip}`)}</Badge>
          </span>
          {vehicle.driver_name && (
            <span className="text-sm text-muted-foreground">
              {t("editor.vehicles.driverIs", { name: vehicle.driver_name })}
            </span>
          )}
        </div>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField control={form.control} name="label" label={t("editor.vehicles.label")} required>
          {(registered) => <Input maxLength={100} {...registered} />}
        </FormField>
        <FormField control={form.control} name="plate" label={t("editor.vehicles.plate")} required>
          {(registered) => <Input maxLength={20} {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="driver_account_id"
          label={t("editor.vehicles.driver")}
          hint={t("editor.vehicles.driverHint")}
        >
          {(registered) => <Input inputMode="numeric" maxLength={9} {...registered} />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" intent={vehicle ? "outline" : "primary"} loading={form.formState.isSubmitting}>
          {vehicle ? (
            t("editor.vehicles.save")
          ) : (
            <>
              <Plus aria-hidden="true" />
              {t("editor.vehicles.add")}
            </>
          )}
        </Button>
        {vehicle && (
          <ConfirmDialog
            intent="danger"
            title={t("editor.vehicles.removeTitle", { name: vehicle.label })}
            message={t("editor.vehicles.removeBody")}
            confirmLabel={t("editor.vehicles.remove")}
            onConfirm={async () => {
              try {
                await writes.removeVehicle(vehicle.id);
                toast.success(t("editor.vehicles.removed", { name: vehicle.label }));
              } catch (error) {
                setAlert(serverFailure(error, [], t).message);
              }
            }}
            trigger={
              <Button type="button" intent="ghost">
                <Trash2 aria-hidden="true" />
                {t("editor.vehicles.remove")}
              </Button>
            }
          />
        )}
      </div>
    </Form>
  );
}
