import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { shell_tags } from '@neighbourly/i18n/messages';
import { RouterLink } from '@/lib/router-dom.tsx';

export interface DescriptionWithTagsProps {
  /** Plain text or text with links; its line breaks are kept. */
  description: ReactNode;
  tags: readonly string[];
  /** Where a tag leads, e.g. the search for `#tag`. */
  tagHref: (tag: string) => string;
  /** Id of the 'Tags' heading, which names the tags section. */
  tagsHeadingId: string;
}

/** An About tab's text: the description with its line breaks, then the tags as links. */
export function DescriptionWithTags({ description, tags, tagHref, tagsHeadingId }: DescriptionWithTagsProps) {
  return (
    <>
      <Typography
        component="div"
        dir="auto"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}
      >
        {description}
      </Typography>
      {tags.length > 0 && (
        <Box component="section" aria-labelledby={tagsHeadingId} sx={{ mt: 4 }}>
          <Typography id={tagsHeadingId} variant="h2" sx={{ fontSize: '1rem', mb: 1.25 }}>
            {shell_tags()}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {tags.map((tag) => (
              <li key={tag}>
                <Chip
                  component={RouterLink}
                  to={tagHref(tag)}
                  clickable
                  // Isolated: the # leads the tag in its own script's direction (issue #29).
                  label={<bdi>#{tag}</bdi>}
                  variant="outlined"
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
