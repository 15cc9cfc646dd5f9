// A field's description written as code: a schema library's call around the words (`z.string().describe("...")`,
// `Field(description="...")`, `{"type": "string", "description": "..."}`). The words inside the quotes are the
// description; the type the code names is a note on the value's form ("(number)"), as a bracket would say it.

// code: a call or a type written without a space before its bracket (`z.string(`, `Field(`, `Annotated[`), or an object literal with a
// quoted key; a sentence has neither ("Price (in euros)" has its space)
const CODE = /[\w$][([]|^\s*\{\s*["'\w]+["']?\s*:/;
// the name a library gives the description's words (describe, description=, "description":, help=, doc=)
const DESCRIBED = /\b(?:describe|description|desc|help|help_text|doc|docstring|comment|title)["']?\s*[(=:]\s*\(?\s*(?:(["'`])((?:(?!\1)[^\\]|\\.){1,600})\1)/i;
const QUOTED = /(?<=[(\[=,:]\s*)(["'`])((?:(?!\1)[^\\]|\\.){1,600})\1/g;
// the type the code names, as the words a note about form uses
const TYPES: Array<[RegExp, string]> = [
  [/\b(?:z\.|t\.|yup\.|Joi\.)?(?:array|list|List|Array|Sequence)\b|\[\]/, 'list'],
  [/\b(?:int|integer|Int|bigint|z\.int)\b/, 'integer'],
  [/\b(?:number|float|double|decimal|Decimal|Float|Number)\b/, 'number'],
  [/\b(?:bool|boolean|Boolean)\b/, 'yes/no'],
  [/\b(?:date|datetime|date-time|Date)\b/, 'date'],
];

/** the words a code wrapper holds, with the type it names as a bracketed note; text that is no code as it is */
export function unwrapCode(text: string): string {
  if (text.length > 2000 || !CODE.test(text)) return text;
  const named = DESCRIBED.exec(text);
  let words = named?.[2];
  if (!words) {
    // no name for the words: the longest quoted phrase of several words ("Annotated[str, 'the date it ran']")
    for (const m of text.matchAll(QUOTED)) if (/\s/.test(m[2].trim()) && m[2].length > (words?.length ?? 0)) words = m[2];
  }
  if (!words) return text;
  // the type is read from the code outside the words ("z.number()", "int = Field(", "\"type\": \"integer\"")
  const code = text.replace(words, ' ');
  const type = TYPES.find(([re]) => re.test(code.replace(/["']type["']\s*:\s*["']string["']/, ' ')))?.[1];
  const said = words.replace(/\\(["'`\\])/g, '$1').trim();
  return type ? `${said} (${type})` : said;
}
