/**
 * Spelling correction for the site search, without a server. Pagefind matches whole words and their
 * beginnings only, so a misspelled word ("keycloack", "suspention") finds nothing. The build writes the
 * words of the indexed text in one list per first letter, most frequent first (scripts/search-index.ts);
 * a query word that finds nothing is replaced by the nearest word of its letter's list, which is fetched
 * then and only then (about 1 KB).
 */
import {BASE_PATH, SEARCH_INDEX_DIR, SEARCH_WORDS_DIR} from '../constants';

/** Shorter words are never corrected: too many words lie one edit away from them. */
const CORRECTABLE_MIN_LENGTH = 4;
/** Longer words are left out of the lists: they are identifiers run together (`keycloaksmtphost`), typed by copying. */
const LISTED_MAX_LENGTH = 24;

/** The list a word belongs to (its first letter), or none for a word that is never corrected or listed. */
export function wordListOf(word: string): string | undefined {
  return word.length >= CORRECTABLE_MIN_LENGTH && word.length <= LISTED_MAX_LENGTH && /^[a-z]+$/.test(word) ? word.charAt(0) : undefined;
}

/** Edits a correction may make: one in a word of up to 7 letters, two in a longer one ("authentification"). */
function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/**
 * The optimal string alignment distance between two words (insertions, deletions, substitutions and
 * swaps of neighbouring letters, as in "invioce"), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, (before[j - 2] ?? 0) + 1);
      current.push(distance);
      rowMin = Math.min(rowMin, distance);
    }
    if (rowMin > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * The word of a list (most frequent first) that a misspelled word stands for: the nearest within the
 * allowed edits, the more frequent of two as near. None when the word begins a listed word (it is
 * spelled right and only missing from the section searched) or when nothing is near enough.
 */
export function closestWord(word: string, words: readonly string[]): string | undefined {
  if (words.some((listed) => listed.startsWith(word))) return undefined;
  let best: string | undefined;
  let bestDistance = allowedEdits(word) + 1;
  for (const listed of words) {
    const distance = editDistance(word, listed, bestDistance - 1);
    if (distance < bestDistance) [best, bestDistance] = [listed, distance];
  }
  return best;
}

/** Fetches a list of words, given its first letter. */
export type WordListSource = (letter: string) => Promise<readonly string[]>;

const lists = new Map<string, Promise<readonly string[]>>();

/** A list of the build (each fetched once per page view; after a failure, the next call tries again). */
export const fetchWordList: WordListSource = (letter) => {
  let list = lists.get(letter);
  if (!list) {
    list = fetch(`${BASE_PATH}${SEARCH_INDEX_DIR}/${SEARCH_WORDS_DIR}/${letter}.txt`).then(async (response) => {
      if (!response.ok) throw new Error(`The word list ${letter}.txt answered ${response.status}.`);
      return (await response.text()).split('\n').filter(Boolean);
    });
    lists.set(letter, list);
    list.catch(() => lists.delete(letter));
  }
  return list;
};

/** The correction of a word that found nothing, or none (the list cannot be had, or no word is near). */
export async function correctWord(word: string, source: WordListSource): Promise<string | undefined> {
  const letter = wordListOf(word);
  if (!letter) return undefined;
  try {
    return closestWord(word, await source(letter));
  } catch {
    return undefined;
  }
}
