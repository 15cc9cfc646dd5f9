// Words English writes as one, as two or hyphenated: "web site", "web-site" and "Web Site" are "website", "web
// page" is "webpage", "by line" is "byline". Joined where a text is cut into words, so every table that knows "website" knows them all.
// (and a newsroom's "by line", "head line", as keys write them: `by_line`, `head_line`)
const SECONDS: Record<string, ReadonlySet<string>> = { web: new Set(['site', 'sites', 'page', 'pages']), by: new Set(['line', 'lines']), head: new Set(['line', 'lines']) };

/** whether the two words are one compound written apart ("web", "site") */
export const joinsWith = (first: string, second: string | undefined): boolean => second !== undefined && (SECONDS[first]?.has(second) ?? false);

/** the words with each compound written apart joined into one ("web", "site" -> "website"); lower-case words */
export function joinCompounds(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (joinsWith(words[i], words[i + 1])) out.push(words[i] + words[++i]);
    else out.push(words[i]);
  }
  return out;
}
