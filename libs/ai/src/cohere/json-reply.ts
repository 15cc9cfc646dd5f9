/** A model's JSON answer, without the Markdown code fence models sometimes wrap it in (throws when not JSON). */
export function parseJsonReply(text: string): unknown {
  return JSON.parse(text.trim().replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, ''));
}
