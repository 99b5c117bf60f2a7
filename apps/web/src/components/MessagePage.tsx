import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge.tsx';

export interface MessagePageProps {
  /** A large decorative mark above the title, e.g. '404'. */
  code?: string;
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred card with a title, a short message and actions: error pages, help. */
export function MessagePage({ code, icon, title, children, actions }: MessagePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, display: 'flex', flex: 1, alignItems: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ width: 1, px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 }, textAlign: 'center' }}
      >
        <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
          {icon && <IconBadge icon={icon} size={64} color="primary.main" />}
          {code && (
            <Typography
              sx={{
                fontSize: { xs: '4.5rem', sm: '6rem' },
                fontWeight: 800,
                lineHeight: 1,
                letterSpacing: '-0.04em',
                color: 'primary.main',
              }}
            >
              {code}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {children && (
            <Box sx={{ color: 'text.secondary', typography: 'body1', maxWidth: 440 }}>{children}</Box>
          )}
          {actions && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pt: 1, width: { xs: 1, sm: 'auto' }, justifyContent: 'center' }}
            >
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
