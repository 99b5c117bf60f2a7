import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A message whose placeholders are elements (a link, a word in bold): the translator sees one
 * sentence, "… through the {helpLink}.", and places the link where the language needs it.
 */
export function withParts<K extends string>(
  message: (inputs: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as Record<K, string>;
  return message(marks)
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece as K]}</Fragment> : piece));
}
