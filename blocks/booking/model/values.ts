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
