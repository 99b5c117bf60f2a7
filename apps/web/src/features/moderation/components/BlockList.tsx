import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  moderation_fediverse_blocked_by,
  moderation_fediverse_kind_account,
  moderation_fediverse_kind_server,
  moderation_fediverse_lift,
  moderation_fediverse_lift_explains,
  moderation_fediverse_lift_failed,
  moderation_fediverse_lift_title,
  moderation_fediverse_lifted,
  moderation_reason_line,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { useLiftFederationBlock } from '../api/federation-blocks.ts';
import type { FederationBlock } from '../api/get-federation-blocks.ts';
import { actorName } from '../labels.ts';

const KIND_WORDS = { SERVER: moderation_fediverse_kind_server, ACCOUNT: moderation_fediverse_kind_account };

/** One block: what is blocked (as written: a host or an address), who blocked it, when and why. */
function BlockRow({ block, onLift }: { block: FederationBlock; onLift: () => void }) {
  const targetId = `${useId()}-target`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={KIND_WORDS[block.kind]()} />
          <Typography id={targetId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{block.target}</bdi>
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {moderation_fediverse_blocked_by({
            actor: actorName(block.createdBy),
            date: formatDateTime(block.createdAt),
          })}
        </Typography>
        {block.reason && (
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {moderation_reason_line({ reason: block.reason })}
          </Typography>
        )}
      </Box>
      <Box sx={{ alignSelf: 'center' }}>
        <Button variant="outlined" onClick={onLift} aria-describedby={targetId}>
          {moderation_fediverse_lift()}
        </Button>
      </Box>
    </Paper>
  );
}

/** The blocks, newest first, each with Lift (asked first). */
export function BlockList({ blocks, labelledBy }: { blocks: FederationBlock[]; labelledBy: string }) {
  const lift = useLiftFederationBlock();
  const [chosen, setChosen] = useState<FederationBlock | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (!chosen) return;
    try {
      await lift.mutateAsync(chosen.id);
    } catch {
      enqueueSnackbar(moderation_fediverse_lift_failed(), { variant: 'error' });
      return;
    }
    enqueueSnackbar(moderation_fediverse_lifted(), { variant: 'success' });
    setOpen(false);
  };

  return (
    <>
      <Stack component="ul" aria-labelledby={labelledBy} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {blocks.map((block) => (
          <BlockRow
            key={block.id}
            block={block}
            onLift={() => {
              setChosen(block);
              setOpen(true);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={open}
        title={moderation_fediverse_lift_title()}
        message={
          <>
            <Box component="bdi" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
              {chosen?.target}
            </Box>
            {moderation_fediverse_lift_explains()}
          </>
        }
        confirmText={moderation_fediverse_lift()}
        confirmColor="primary"
        loading={lift.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
