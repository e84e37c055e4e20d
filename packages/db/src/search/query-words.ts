/**
 * The separators of `search_name_words` (migration 0013): white space and ASCII punctuation. A
 * query is split as the names are, so its words are looked up in the same dictionary.
 */
const SEPARATORS = /[\s!"#$%&'()*+,./:;<=>?@[\]\\^_`{|}~-]+/u;

/** A query's distinct lower-cased words, in order ('The Sha' -> ['the', 'sha']). */
export function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(SEPARATORS).filter(Boolean))];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word one typing mistake away from `word`: a letter dropped, two neighbours swapped, a
 * letter wrong or one too many. A few hundred strings for a usual word, looked up in the
 * dictionary by its primary key; trigram similarity misses many of them ('rievr' and 'river'
 * share 2 of 10 trigrams, while hundreds of 'ri…' words share as many).
 */
export function oneEditAway(word: string): string[] {
  const variants = new Set<string>();
  for (let at = 0; at <= word.length; at += 1) {
    const before = word.slice(0, at);
    if (at < word.length) {
      const after = word.slice(at + 1);
      variants.add(before + after);
      if (at + 1 < word.length) variants.add(before + word[at + 1] + word[at] + word.slice(at + 2));
      for (const letter of LETTERS) variants.add(before + letter + after);
    }
    for (const letter of LETTERS) variants.add(before + letter + word.slice(at));
  }
  variants.delete(word);
  variants.delete('');
  return [...variants];
}
