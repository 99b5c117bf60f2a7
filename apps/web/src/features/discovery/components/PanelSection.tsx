import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PanelSectionProps {
  /** The section's id (a scroll target); the heading's id is `{id}-title`. */
  id: string;
  title: string;
  /** h2 on the home, h1 on a search page. */
  titleComponent?: 'h1' | 'h2';
  subtitle?: ReactNode;
  /** The search controls, for signed-in users. */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * A discovery panel's frame: a named section whose heading can take the focus (the landing's
 * buttons move it there), an optional line under it, the controls and the list.
 */
export function PanelSection({
  id,
  title,
  titleComponent = 'h2',
  subtitle,
  controls,
  children,
}: PanelSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      // Clear of the sticky header when scrolled to.
      sx={{ scrollMarginTop: { xs: 76, sm: 88 } }}
    >
      <Typography
        id={`${id}-title`}
        component={titleComponent}
        variant="h2"
        tabIndex={-1}
        sx={{
          fontSize:
            titleComponent === 'h1' ? { xs: '1.875rem', sm: '2.25rem' } : { xs: '1.625rem', sm: '2rem' },
          fontWeight: titleComponent === 'h1' ? 800 : 700,
          outline: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 1 },
        }}
      >
        {title}
      </Typography>
      {subtitle && <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>{subtitle}</Typography>}
      {controls && <Box sx={{ mt: 2 }}>{controls}</Box>}
      <Box sx={{ mt: { xs: 2.5, md: 3 } }}>{children}</Box>
    </Box>
  );
}
