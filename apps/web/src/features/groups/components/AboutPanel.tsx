import Box from '@mui/material/Box';
import type { Group } from '@neighbourly/shared';
import { DescriptionWithTags } from '@/components/DescriptionWithTags.tsx';
import { TaggedText, tagSearchHref } from './TaggedText.tsx';

/** The About tab: the description with its line breaks and #tag links, then the tags as links. */
export function AboutPanel({ group }: { group: Group }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <DescriptionWithTags
        description={<TaggedText text={group.description} />}
        tags={group.tags}
        tagHref={tagSearchHref}
        tagsHeadingId="group-tags-title"
      />
    </Box>
  );
}
