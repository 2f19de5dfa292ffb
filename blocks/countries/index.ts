// The countries block's only door: the nationality list every form that asks for one reads.
export { COMMON_PATH, fetchNationalities, nationalitiesKey, useNationalities } from "./api/nationalities";
export type { NationalitiesOptions } from "./api/nationalities";
export { nationalityOptions } from "./model/nationality-options";
export { NationalityField } from "./components/nationality-field";
export type { NationalityFieldProps } from "./components/nationality-field";
// For stories only: nothing in a site imports these, so the build leaves them (and msw) out.
export { nationalitiesFixture } from "./mocks/fixtures";
export { nationalityHandlers } from "./mocks/handlers";
