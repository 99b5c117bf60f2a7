import type { ReactNode } from 'react';

/**
 * Stands for people's own words in a translated sentence ("Back to {name}", "Welcome back,
 * {name}"): pass it as the placeholder's value, then give the sentence to `withWords`.
 */
export const WORDS = '\uE000';

/**
 * The sentence with WORDS replaced by `words` in a <bdi> (issue #29): a Persian group name reads
 * right to left inside an English sentence and an English one left to right inside a Persian
 * sentence, without reordering the words around it. The text itself gains no invisible marks.
 */
export function withWords(sentence: string, words: ReactNode): ReactNode {
  const [before = '', ...after] = sentence.split(WORDS);
  return (
    <>
      {before}
      <bdi>{words}</bdi>
      {after.join('')}
    </>
  );
}
