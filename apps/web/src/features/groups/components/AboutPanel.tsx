import Box from '@mui/material/Box';
import type { Group } from '@neighbourly/shared';
import { lazy, Suspense } from 'react';
import { DescriptionWithTags } from '@/components/DescriptionWithTags.tsx';
import { TaggedText, tagSearchHref } from './TaggedText.tsx';

// Only federated (public) groups have it, and only this tab shows it: loaded when drawn.
const FediversePanel = lazy(() =>
  import('./FediversePanel.tsx').then((m) => ({ default: m.FediversePanel })),
);

/**
 * The About tab: the description with its line breaks and #tag links, then the tags as links;
 * then, for a group the fediverse can follow, how to follow it from there (issue #30).
 */
export function AboutPanel({ group }: { group: Group }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <DescriptionWithTags
        description={<TaggedText text={group.description} />}
        tags={group.tags}
        tagHref={tagSearchHref}
        tagsHeadingId="group-tags-title"
      />
      {group.fediverse && (
        <Suspense fallback={null}>
          <FediversePanel group={group} fediverse={group.fediverse} />
        </Suspense>
      )}
    </Box>
  );
}
