/** Credits of POST /screenshot/capture and a scheduled screenshot run (api-spec.md, Credit costs). */
export const SCREENSHOT_COST = 1;
