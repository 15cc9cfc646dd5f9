/** Credits of POST /pdf/generate and a scheduled PDF run (api-spec.md, Credit costs). */
export const PDF_COST = 2;
