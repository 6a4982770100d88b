/**
 * The lists' search as people write it (docs/projects.md#search): the words of a query in any
 * order and spacing, each found in the project's search text, with case, `ß`/`ss`, umlauts and
 * accents folded the same way on both sides.
 *
 * The search text itself is written by the database (trigger `project_search_text`, function
 * `project_search_fold`, Migration202611294400_search_words): this file folds the query exactly as
 * that function folds the text, and `test/api/project-search.spec.ts` holds the two to the same answer.
 */

/** Two-letter replacements, before the one-letter ones: ß and the German umlauts as people type them without the key. */
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['ä', 'ae'],
  ['Ä', 'ae'],
  ['ö', 'oe'],
  ['Ö', 'oe'],
  ['ü', 'ue'],
  ['Ü', 'ue'],
];

/**
 * One letter for another: ASCII capitals, the accented letters of the provider's countries and
 * neighbours (French, Polish, Czech, Nordic), and white space other than the space. Case folding is
 * this table only, not the database's `lower()`: PGlite's and a server's locales fold other letters
 * differently, and the text and the query must be folded alike on every database.
 */
export const SEARCH_FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  'àáâãåāăąÀÁÂÃÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįÌÍÎÏĪĮłŁñńňÑŃŇòóôõøōőÒÓÔÕØŌŐřŘśšşŚŠŞťţŤŢùúûůūűųÙÚÛŮŪŰŲýÿÝŸźżžŹŻŽ' +
  '\t\n\r\u00a0';
export const SEARCH_FOLD_TO =
  'abcdefghijklmnopqrstuvwxyz' +
  'aaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiillnnnnnnoooooooooooooorrssssssttttuuuuuuuuuuuuuuyyyyzzzzzz' +
  '    ';

const FOLD = new Map([...SEARCH_FOLD_FROM].map((c, i) => [c, SEARCH_FOLD_TO[i]]));

/** A text as the search compares it: see the tables above; runs of spaces become one. */
export function searchFold(text: string): string {
  let folded = text;
  for (const [from, to] of DIGRAPHS) folded = folded.replaceAll(from, to);
  folded = [...folded].map((c) => FOLD.get(c) ?? c).join('');
  return folded.replace(/ {2,}/g, ' ');
}

/** The same, as the SQL of the function `project_search_fold` (the migration that creates it keeps its own copy). */
export const SEARCH_FOLD_SQL = (argument: string) => {
  let sql = argument;
  for (const [from, to] of DIGRAPHS) sql = `replace(${sql}, '${from}', '${to}')`;
  return `regexp_replace(translate(${sql}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'), ' {2,}', ' ', 'g')`;
};

/** The most words a query is searched for; more are dropped (each is one more condition on the index). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a query, folded: split at spaces, without those that have no letter or digit (a
 * lone `-` or `%` would match nearly everything, and a trigram index cannot look it up).
 */
export function searchWords(query: string): string[] {
  return searchFold(query)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The `like` pattern of one word. From three letters on, the word is found anywhere (a part of a
 * word, a prefix): the trigram index looks it up. One or two letters are found at the start of a
 * word only (the search text begins with a space, and every word follows one): `% ab%` gives the
 * index the trigrams of a word's start, where `%ab%` would give it none and read every project.
 */
export function searchPattern(word: string): string {
  return word.length >= 3 ? `%${escapeLike(word)}%` : `% ${escapeLike(word)}%`;
}

/** The ORM condition of a query on `searchText`: every word matches; `undefined` when no word is left. */
export function searchCondition(query: string): { $and: { searchText: { $like: string } }[] } | undefined {
  const words = searchWords(query);
  if (!words.length) return undefined;
  return { $and: words.map((word) => ({ searchText: { $like: searchPattern(word) } })) };
}
