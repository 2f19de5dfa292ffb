/** The quotation addresses of the API (contracts/quotations.ts). */
export const QUOTATIONS_PATH = "/api/v1/quotations";
export const quotationPath = (id: number) => `${QUOTATIONS_PATH}/${id}`;
