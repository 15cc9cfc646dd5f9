// Pay and prices written short: a figure with a "k" after it is in thousands ("€70k", "$90K", "48 k€"), and a
// range whose high end carries the "k" has its low end in thousands too ("42 - 48 k€", "£45–55k"). The figures
// are written out so a money reader reads them whole. A "k" that opens a word ("500 kr", "5 km") is no suffix.

const FIGURE = String.raw`(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)`;
const K = String.raw`\s?[kK](?!\p{L})`;
// the words or dash between a range's ends, a currency sign before the high end allowed ("€70k – €90k")
const BETWEEN = String.raw`(\s*(?:[-–—]|\s(?:to|à|a|bis|al|tot|do|till)\s)\s*\p{Sc}?\s?)`;
const RANGE = new RegExp(`${FIGURE}(${K})?${BETWEEN}${FIGURE}${K}`, 'gu');
const SINGLE = new RegExp(`${FIGURE}${K}`, 'gu');

const thousands = (figure: string): string => String(Math.round(Number(figure.replace(',', '.')) * 1000));

/** the text with its figures in thousands written out: "€70k – €90k" -> "€70000 – €90000", "42 - 48 k€" -> "42000 - 48000 €" */
export function withThousands(text: string): string {
  if (!/\d\s?[kK]/.test(text) || text.length > 400) return text;
  const ranged = text.replace(RANGE, (_, low: string, _lowK: string | undefined, between: string, high: string) => {
    // a low end larger than the high one is no range of the same unit ("250 - 48k")
    return Number(low.replace(',', '.')) <= Number(high.replace(',', '.')) ? `${thousands(low)}${between}${thousands(high)}` : `${low}${_lowK ?? ''}${between}${thousands(high)}`;
  });
  return ranged.replace(SINGLE, (_, figure: string) => thousands(figure));
}
