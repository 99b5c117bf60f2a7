import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { moderation_load_more } from '@neighbourly/i18n/messages';

/** "Load more" under a paged list, while the server has a next page. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onLoad} loading={loading}>
        {moderation_load_more()}
      </Button>
    </Box>
  );
}
