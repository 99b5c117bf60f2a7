import BlockIcon from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  moderation_fediverse_empty,
  moderation_fediverse_explains,
  moderation_fediverse_load_failed,
  moderation_fediverse_loading,
  moderation_fediverse_title,
} from '@neighbourly/i18n/messages';
import { useId } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useFederationBlocks } from '../api/get-federation-blocks.ts';
import { BlockForm } from './BlockForm.tsx';
import { BlockList } from './BlockList.tsx';

function Blocks({ headingId }: { headingId: string }) {
  const blocks = useFederationBlocks();
  if (blocks.isPending) return <PageSpinner label={moderation_fediverse_loading()} minHeight={120} />;
  if (blocks.isError) {
    return <ListError onRetry={() => void blocks.refetch()}>{moderation_fediverse_load_failed()}</ListError>;
  }
  if (blocks.data.length === 0) {
    return <EmptyState icon={<BlockIcon />}>{moderation_fediverse_empty()}</EmptyState>;
  }
  return <BlockList blocks={blocks.data} labelledBy={headingId} />;
}

/**
 * The Fediverse tab (issue #30): what blocking does, the form to block a remote server or
 * account, and the blocks, newest first, each of which can be lifted.
 */
export function FederationBlocks() {
  const headingId = `${useId()}-blocks`;
  return (
    <>
      <Typography sx={{ mb: 3 }}>{moderation_fediverse_explains()}</Typography>
      <BlockForm />
      <Divider sx={{ my: 3 }} />
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {moderation_fediverse_title()}
      </Typography>
      <Box>
        <Blocks headingId={headingId} />
      </Box>
    </>
  );
}
