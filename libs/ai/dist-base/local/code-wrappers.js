"use strict";
// A field's description written as code: a schema library's call around the words (`z.string().describe("...")`,
// `Field(description="...")`, `{"type": "string", "description": "..."}`). The words inside the quotes are the
// description; the type the code names is a note on the value's form ("(number)"), as a bracket would say it.
Object.defineProperty(exports, "__esModule", { value: true });
exports.unwrapCode = unwrapCode;
// code: a call or a type written without a space before its bracket (`z.string(`, `Field(`, `Annotated[`), or an object literal with a
// quoted key; a sentence has neither ("Price (in euros)" has its space)
const CODE = /[\w$][([]|^\s*\{\s*["'\w]+["']?\s*:/;
// the name a library gives the description's words, as code names it: a call or an argument (`describe(`,
// `description=`), a quoted key (`"description":`), or a bare key inside braces (`{description: ...}`); prose
// with a colon and a quoted example ("author(s), e.g.: \"Jane Doe\"") names none of them and stays prose
const DESCRIBED = /(["']?)\b(?:describe|description|desc|help|help_text|doc|docstring|comment|title)\b(["']?)\s*([(=:])\s*\(?\s*(?:(["'`])((?:(?!\4)[^\\]|\\.){1,600})\4)/i;
// the type the code names, as the words a note about form uses
const TYPES = [
    [/\b(?:z\.|t\.|yup\.|Joi\.)?(?:array|list|List|Array|Sequence)\b|\[\]/, 'list'],
    [/\b(?:int|integer|Int|bigint|z\.int)\b/, 'integer'],
    [/\b(?:number|float|double|decimal|Decimal|Float|Number)\b/, 'number'],
    [/\b(?:bool|boolean|Boolean)\b/, 'yes/no'],
    [/\b(?:date|datetime|date-time|Date)\b/, 'date'],
];
/** the words a code wrapper holds, with the type it names as a bracketed note; text that is no code as it is */
function unwrapCode(text) {
    if (text.length > 2000 || !CODE.test(text))
        return text;
    const named = DESCRIBED.exec(text);
    if (!named)
        return text;
    // a bare key before a colon is code only inside an object literal's braces
    const quotedKey = named[1] !== '' && named[1] === named[2];
    if (named[3] === ':' && !quotedKey && text.lastIndexOf('{', named.index) < 0)
        return text;
    const words = named[5];
    // the type is read from the code outside the words ("z.number()", "int = Field(", "\"type\": \"integer\"")
    const code = text.replace(words, ' ');
    const type = TYPES.find(([re]) => re.test(code.replace(/["']type["']\s*:\s*["']string["']/, ' ')))?.[1];
    const said = words.replace(/\\(["'`\\])/g, '$1').trim();
    return type ? `${said} (${type})` : said;
}
//# sourceMappingURL=code-wrappers.js.map