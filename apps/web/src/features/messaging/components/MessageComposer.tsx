import { zodResolver } from '@/lib/zod.ts';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  messaging_message_label,
  messaging_send,
  messaging_send_failed,
  messaging_write_message,
  validation_chatMessage,
  validation_messagingNotAllowed,
  validation_messagingTooFast,
} from '@neighbourly/i18n/messages';
import { LIMITS, chatMessageTextSchema } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { formatNumber } from '@/lib/dates.ts';
import { useSendMessage } from '../api/send-message.ts';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';

const messageFormSchema = z.object({ message: chatMessageTextSchema });
type MessageFormValues = z.infer<typeof messageFormSchema>;

/** A count in the page's digits, ungrouped like the limit it is measured against (1000). */
const digits = (value: number) => String(value).replace(/\d/g, (digit) => formatNumber(Number(digit)));

/** What to tell the sender when the server refused: its own words where they say why. */
function sendFailure(error: unknown): string {
  if (isApiError(error, 'FORBIDDEN')) return error.message || validation_messagingNotAllowed();
  if (isApiError(error, 'RATE_LIMITED')) return validation_messagingTooFast();
  if (isApiError(error, 'VALIDATION_ERROR')) return validation_chatMessage();
  return messaging_send_failed();
}

/**
 * The textarea and Send. Enter sends, Shift+Enter starts a new line. The field is not capped
 * by the browser: a longer paste shows the rule instead of being cut off silently.
 */
export function MessageComposer({ userId }: { userId: string }) {
  const send = useSendMessage();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid },
  } = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    mode: 'onChange',
    defaultValues: { message: '' },
  });
  const length = useWatch({ control, name: 'message' }).length;

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ userId, message });
    } catch (error) {
      enqueueSnackbar(sendFailure(error), { variant: 'error' });
      return;
    }
    reset({ message: '' });
  });

  const sendOnEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (isValid && !send.isPending) void onSubmit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={messaging_write_message()}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <FormTextField
        control={control}
        name="message"
        label={messaging_message_label()}
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
        onKeyDown={sendOnEnter}
        hint={`${digits(length)}/${digits(LIMITS.chatMessageMax)}`}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<SendIcon sx={mirrorInRtl} />}
        disabled={!isValid || send.isPending}
        loading={send.isPending}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {messaging_send()}
      </Button>
    </Box>
  );
}
