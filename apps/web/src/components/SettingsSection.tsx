import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One part of a settings tab: a heading, a line about it, then its controls. `titleId` names the
 * heading for controls that point at it (aria-labelledby); a generated one otherwise.
 */
export function SettingsSection({
  title,
  description,
  titleId,
  children,
}: {
  title: string;
  description?: ReactNode;
  titleId?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="div" sx={{ mt: 0.75, color: 'text.secondary', maxWidth: 620 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Box>
  );
}
