/**
 * The representative traveller's part of a booking form, as people fill it ("" for nothing yet). A feature's form
 * holds these fields among its own; the fieldset reads and writes only these.
 */
export type TravelerValues = {
  representative_name: string;
  contact: string;
  passport_number: string;
  nationality: string;
  arrival_flight_number: string;
  departure_address: string;
  destination_address: string;
  same_as_representative: boolean;
};

/** The payment choice of a booking form: the method, and the account a bank transfer comes from. */
export type PaymentChoiceValues = {
  payment_method: string;
  account_holder: string;
  bank: string;
};

/** The terms a booking agrees to: both must be ticked (spec point 5). */
export type TermsValues = { agree_cancellation_policy: boolean; agree_domestic_terms: boolean };

/** The traveller's part of a new booking form: nothing filled in yet. */
export const EMPTY_TRAVELER: TravelerValues = {
  representative_name: "",
  contact: "",
  passport_number: "",
  nationality: "",
  arrival_flight_number: "",
  departure_address: "",
  destination_address: "",
  same_as_representative: false,
};

/** The payment part of a new booking form: no method chosen yet. */
export const EMPTY_PAYMENT_CHOICE = { payment_method: "", account_holder: "", bank: "" } as const;

/** The traveller's part of a booking request: the typed text trimmed, the choices as they are. */
export function travelerBody(values: TravelerValues): TravelerValues {
  return {
    representative_name: values.representative_name.trim(),
    contact: values.contact.trim(),
    passport_number: values.passport_number.trim(),
    nationality: values.nationality,
    arrival_flight_number: values.arrival_flight_number.trim(),
    departure_address: values.departure_address.trim(),
    destination_address: values.destination_address.trim(),
    same_as_representative: values.same_as_representative,
  };
}
