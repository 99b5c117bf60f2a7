import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Group } from '@neighbourly/shared';
import { Link as RouterLink } from 'react-router';
import { TaggedText, tagSearchHref } from './TaggedText.tsx';

/** The About tab: the description with its line breaks and #tag links, then the tags as links. */
export function AboutPanel({ group }: { group: Group }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
        <TaggedText text={group.description} />
      </Typography>
      {group.tags.length > 0 && (
        <Box component="section" aria-labelledby="group-tags-title" sx={{ mt: 4 }}>
          <Typography id="group-tags-title" variant="h2" sx={{ fontSize: '1rem', mb: 1.25 }}>
            Tags
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {group.tags.map((tag) => (
              <li key={tag}>
                <Chip
                  component={RouterLink}
                  to={tagSearchHref(tag)}
                  clickable
                  label={`#${tag}`}
                  variant="outlined"
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
