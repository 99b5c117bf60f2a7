import Link from '@mui/material/Link';
import { Fragment, type ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';

/** A #word that starts a word (not "C#" or "page#top"), of the characters a tag may hold. */
const HASHTAG = /(?<![\p{L}\p{N}_&/#-])#([\p{L}\p{N}_-]+)/gu;

/** Where a tag leads: the group search for `#tag` (/searchGroups/%23{tag}). */
export const tagSearchHref = (tag: string) => paths.searchGroups.getHref(`#${tag.toLowerCase()}`);

/** Text with every #tag turned into a link to the group search; newlines are kept by the caller's CSS. */
export function TaggedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index;
    const tag = match[1] ?? '';
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={tagSearchHref(tag)} sx={{ fontWeight: 600 }}>
        #{tag}
      </Link>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
