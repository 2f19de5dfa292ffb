/** The accreditation calls' addresses (contracts/mart.ts). */
export const MY_BUSINESS_PATH = "/api/v1/mart/business/me";
export const MY_APPLICATION_PATH = `${MY_BUSINESS_PATH}/application`;
export const BUSINESSES_PATH = "/api/v1/mart/businesses";
export const businessPath = (id: number) => `${BUSINESSES_PATH}/${id}`;
export const ADMIN_APPLICATIONS_PATH = "/api/v1/admin/mart/applications";
export const adminDecisionPath = (id: number) => `${ADMIN_APPLICATIONS_PATH}/${id}/decision`;
export const adminBoothPath = (companyId: number) => `/api/v1/admin/mart/businesses/${companyId}/booth`;
/** The MICE fair's exhibitors, for everyone (contracts/mice.ts): the same shapes as the business list and detail. */
export const EXHIBITORS_PATH = "/api/v1/mice/exhibitors";
export const exhibitorPath = (id: number) => `${EXHIBITORS_PATH}/${id}`;
