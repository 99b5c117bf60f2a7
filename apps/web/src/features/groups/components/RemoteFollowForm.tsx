import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  groups_follow_account_label,
  groups_follow_button,
  groups_follow_form_label,
  groups_toast_follow_failed,
} from '@neighbourly/i18n/messages';
import { remoteFollowBodySchema } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { zodResolver } from '@/lib/zod.ts';
import { useRemoteFollow } from '../api/remote-follow.ts';

const remoteFollowFormSchema = z.object({ account: remoteFollowBodySchema.shape.account });
type RemoteFollowFormValues = z.infer<typeof remoteFollowFormSchema>;

/**
 * "Your account (name@server)" and Follow (issue #30): the server finds the follow page on the
 * person's own server, and the browser goes there to confirm. When their server does not say
 * where, its message shows under the field.
 */
export function RemoteFollowForm({ groupId }: { groupId: string }) {
  const follow = useRemoteFollow();
  const { control, handleSubmit, setError } = useForm<RemoteFollowFormValues>({
    resolver: zodResolver(remoteFollowFormSchema),
    mode: 'onChange',
    defaultValues: { account: '' },
  });

  const onSubmit = handleSubmit(async ({ account }) => {
    try {
      window.location.assign(await follow.mutateAsync({ groupId, account }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setError('account', { message: error.message }, { shouldFocus: true });
        return;
      }
      enqueueSnackbar(groups_toast_follow_failed(), { variant: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={groups_follow_form_label()}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <FormTextField
        control={control}
        name="account"
        label={groups_follow_account_label()}
        placeholder="alex@mastodon.social"
        type="text"
        autoComplete="off"
        spellCheck={false}
        size="small"
        maxLength={254}
        sx={{ flex: '1 1 240px' }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={follow.isPending}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40 }}
      >
        {groups_follow_button()}
      </Button>
    </Box>
  );
}
