import TextField from '@mui/material/TextField';
import { groups_ban_reason_hint, groups_ban_reason_label } from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';

/** The ban dialog's optional reason: a note for the owner, never shown to the person banned. */
export function BanReasonField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label={groups_ban_reason_label()}
      helperText={groups_ban_reason_hint({
        length: formatNumber(value.length),
        max: formatNumber(LIMITS.banReasonMax),
      })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { maxLength: LIMITS.banReasonMax } }}
    />
  );
}
