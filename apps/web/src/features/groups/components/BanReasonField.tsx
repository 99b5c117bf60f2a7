import TextField from '@mui/material/TextField';
import { LIMITS } from '@neighbourly/shared';

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
      label="Reason (optional)"
      helperText={`Seen by the group's owner only, never by them. ${value.length}/${LIMITS.banReasonMax}`}
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
