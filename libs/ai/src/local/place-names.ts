// Whether a name is a place's, by compromise's lexicon (typos.ts loads it): "London", "New York", "Oxford" are;
// "Faber", "Penguin" are not. Used where a value may carry its place after a comma ("Harrow & Finch, London").
import { englishTags } from './typos.js';

const PLACE_TAGS = /^(City|Place|Region|Country)$/;

/** a town, region or country English knows by this name */
export const isPlaceName = (name: string): boolean => englishTags(name.trim().toLowerCase()).some((t) => PLACE_TAGS.test(t));

/** the name without the place written after its last comma ("Harrow & Finch, London": "Harrow & Finch") */
export function withoutTrailingPlace(name: string): string {
  const m = /^(.+?),\s*([^,]{2,40})$/.exec(name.trim());
  return m && isPlaceName(m[2]) ? m[1] : name;
}
