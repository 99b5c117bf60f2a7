import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PrivacyType } from '@neighbourly/shared';

/** A page header's 'Public …' or 'Private …' badge, with a globe or a lock. */
export function PrivacyChip({ type, label, sx }: { type: PrivacyType; label: string; sx?: SxProps<Theme> }) {
  return (
    <Chip
      size="small"
      icon={type === 'PUBLIC' ? <PublicIcon /> : <LockOutlinedIcon />}
      label={label}
      variant="outlined"
      sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
