import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the sign-up and sign-in pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        py: { xs: 4, sm: 8 },
        background:
          'radial-gradient(circle at 0% 0%, rgba(0,121,107,0.10), transparent 45%), radial-gradient(circle at 100% 100%, rgba(255,183,77,0.14), transparent 40%)',
        ...theme.applyStyles('dark', {
          background:
            'radial-gradient(circle at 0% 0%, rgba(77,182,172,0.10), transparent 45%), radial-gradient(circle at 100% 100%, rgba(255,183,77,0.06), transparent 40%)',
        }),
      })}
    >
      <Container maxWidth="xs" disableGutters sx={{ px: { xs: 2, sm: 0 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4.5 }, boxShadow: '0 12px 40px rgba(0,0,0,0.06)' }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{subtitle}</Typography>}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
        {footer && (
          <Typography sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>{footer}</Typography>
        )}
      </Container>
    </Box>
  );
}
