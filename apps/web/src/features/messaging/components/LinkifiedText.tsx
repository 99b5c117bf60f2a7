import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** http(s) addresses and www. ones, up to the next space. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'")\]}]+$/;

/** The address as a safe http(s) link target, or null when it is not one. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text.startsWith('www.') ? `https://${text}` : text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text split into strings and links. Never HTML: the words are React text nodes. */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <Link
        key={match.index}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        // The bubble's own colour, underlined in it: a link must read as one on either bubble.
        color="inherit"
        sx={{ textDecorationColor: 'currentColor' }}
      >
        {address}
      </Link>,
    );
    last = match.index + address.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A message's text as written, its line breaks kept and its addresses clickable. */
export function LinkifiedText({ text }: { text: string }) {
  return <>{linkify(text)}</>;
}
