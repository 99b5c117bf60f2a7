import { Fragment, type ReactNode } from 'react';

const MARK = '\uE000';

/**
 * A catalogue message whose placeholders hold elements (a link, a person's name with
 * dir="auto"): each placeholder gets a private-use marker, the text is cut there and the part
 * put in its place, so every language keeps its own word order around the parts.
 */
export function interleave<K extends string>(
  message: (inputs: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const keys = Object.keys(parts) as K[];
  const inputs = Object.fromEntries(keys.map((key, index) => [key, `${MARK}${index}${MARK}`])) as Record<
    K,
    string
  >;
  return message(inputs)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((piece, index) => (
      <Fragment key={index}>{index % 2 === 1 ? parts[keys[Number(piece)]!] : piece}</Fragment>
    ));
}

/** A person's own words (a name) inside a sentence: read in their own direction. */
export const own = (text: string) => <span dir="auto">{text}</span>;
