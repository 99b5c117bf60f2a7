import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  moderation_fediverse_account_hint,
  moderation_fediverse_account_label,
  moderation_fediverse_add,
  moderation_fediverse_already,
  moderation_fediverse_bad_account,
  moderation_fediverse_bad_server,
  moderation_fediverse_block,
  moderation_fediverse_block_done,
  moderation_fediverse_block_failed,
  moderation_fediverse_kind,
  moderation_fediverse_kind_account,
  moderation_fediverse_kind_server,
  moderation_fediverse_reason_hint,
  moderation_fediverse_reason_label,
  moderation_fediverse_server_hint,
  moderation_fediverse_server_label,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { zodResolver } from '@/lib/zod.ts';
import { useAddFederationBlock } from '../api/federation-blocks.ts';
import type { FederationBlockKind } from '../api/get-federation-blocks.ts';
import { BLOCK_REASON_MAX, BLOCK_TARGET_MAX, isBlockTarget } from '../block-rule.ts';

const badTarget = (kind: FederationBlockKind) =>
  kind === 'SERVER' ? moderation_fediverse_bad_server() : moderation_fediverse_bad_account();

// The messages are read when a value is checked, so they are in the page's language.
const blockFormSchema = z
  .object({ kind: z.enum(['SERVER', 'ACCOUNT']), target: z.string(), reason: z.string() })
  .superRefine((values, context) => {
    if (!isBlockTarget(values.kind, values.target)) {
      context.addIssue({ code: 'custom', path: ['target'], message: badTarget(values.kind) });
    }
  });
type BlockFormValues = z.infer<typeof blockFormSchema>;

function failureOf(error: unknown, kind: FederationBlockKind): string {
  if (isApiError(error, 'CONFLICT')) return moderation_fediverse_already();
  if (isApiError(error, 'VALIDATION_ERROR')) return badTarget(kind);
  return moderation_fediverse_block_failed();
}

const TARGET_WORDS = {
  SERVER: { label: moderation_fediverse_server_label, hint: moderation_fediverse_server_hint },
  ACCOUNT: { label: moderation_fediverse_account_label, hint: moderation_fediverse_account_hint },
} as const;

/** What to block (a server or an account) and which: the field's words follow the kind. */
function TargetFields({ control, kind }: { control: Control<BlockFormValues>; kind: FederationBlockKind }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="kind"
        label={moderation_fediverse_kind()}
        select
        sx={{ minWidth: { sm: 180 } }}
      >
        <MenuItem value="SERVER">{moderation_fediverse_kind_server()}</MenuItem>
        <MenuItem value="ACCOUNT">{moderation_fediverse_kind_account()}</MenuItem>
      </FormTextField>
      <FormTextField
        control={control}
        name="target"
        label={TARGET_WORDS[kind].label()}
        hint={TARGET_WORDS[kind].hint()}
        required
        fullWidth
        maxLength={BLOCK_TARGET_MAX}
        // Host names and addresses read left to right, in a right-to-left page too.
        sx={{ '& input': { direction: 'ltr' } }}
      />
    </Stack>
  );
}

/** Blocks a server (by host name) or an account (by address), with an optional reason. */
export function BlockForm() {
  const id = useId();
  const add = useAddFederationBlock();
  const { control, handleSubmit, reset, trigger, getFieldState, formState } = useForm<BlockFormValues>({
    resolver: zodResolver(blockFormSchema),
    mode: 'onChange',
    defaultValues: { kind: 'SERVER', target: '', reason: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  // A host name is no address and the other way round: the target is checked again for the new kind.
  useEffect(() => {
    if (getFieldState('target').isDirty) void trigger('target');
  }, [kind, getFieldState, trigger]);

  const onSubmit = handleSubmit(async (values) => {
    const reason = values.reason.trim();
    try {
      await add.mutateAsync({
        kind: values.kind,
        target: values.target.trim(),
        ...(reason ? { reason } : {}),
      });
    } catch (error) {
      enqueueSnackbar(failureOf(error, values.kind), { variant: 'error' });
      return;
    }
    enqueueSnackbar(moderation_fediverse_block_done(), { variant: 'success' });
    reset({ kind: values.kind, target: '', reason: '' });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {moderation_fediverse_add()}
      </Typography>
      <Stack spacing={2}>
        <TargetFields control={control} kind={kind} />
        <FormTextField
          control={control}
          name="reason"
          label={moderation_fediverse_reason_label()}
          hint={moderation_fediverse_reason_hint()}
          fullWidth
          multiline
          minRows={2}
          maxLength={BLOCK_REASON_MAX}
          showCount
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!formState.isValid}
            loading={add.isPending}
          >
            {moderation_fediverse_block()}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
