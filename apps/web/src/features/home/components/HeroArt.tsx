import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import HikingIcon from '@mui/icons-material/Hiking';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PaletteIcon from '@mui/icons-material/Palette';
import PetsIcon from '@mui/icons-material/Pets';
import YardIcon from '@mui/icons-material/Yard';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';
import {
  home_bubble_book_club,
  home_bubble_coffee,
  home_bubble_dog_walks,
  home_bubble_gardening,
  home_bubble_hiking,
  home_bubble_jam_nights,
  home_bubble_running,
  home_bubble_sketching,
} from '@neighbourly/i18n/messages';

interface Bubble {
  icon: ReactNode;
  label: () => string;
  top: string;
  left: string;
  size: number;
  accent?: boolean;
}

// Kinds of groups neighbours start; decoration only (aria-hidden). The walker and the runner face
// the reading direction, as the back arrow does (issue #29).
const bubbles: Bubble[] = [
  {
    icon: <HikingIcon sx={mirrorInRtl} />,
    label: home_bubble_hiking,
    top: '4%',
    left: '38%',
    size: 92,
    accent: true,
  },
  { icon: <MenuBookIcon />, label: home_bubble_book_club, top: '22%', left: '76%', size: 80 },
  { icon: <LocalCafeIcon />, label: home_bubble_coffee, top: '26%', left: '4%', size: 76 },
  { icon: <YardIcon />, label: home_bubble_gardening, top: '52%', left: '32%', size: 104 },
  { icon: <MusicNoteIcon />, label: home_bubble_jam_nights, top: '58%', left: '74%', size: 84, accent: true },
  {
    icon: <DirectionsRunIcon sx={mirrorInRtl} />,
    label: home_bubble_running,
    top: '78%',
    left: '8%',
    size: 80,
  },
  { icon: <PaletteIcon />, label: home_bubble_sketching, top: '84%', left: '52%', size: 72 },
  { icon: <PetsIcon />, label: home_bubble_dog_walks, top: '2%', left: '2%', size: 64 },
];

/** The landing hero's illustration: interest "bubbles" around a dotted neighbourhood ring. */
export function HeroArt() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        width: 440,
        height: 440,
        flexShrink: 0,
        display: { xs: 'none', md: 'block' },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: '12%',
          borderRadius: '50%',
          border: '2px dashed rgba(255,255,255,0.28)',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: '30%',
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.06)',
          border: '1px solid rgba(255,255,255,0.18)',
        }}
      />
      {bubbles.map((bubble) => (
        <Box
          key={bubble.top + bubble.left}
          sx={{
            position: 'absolute',
            top: bubble.top,
            left: bubble.left,
            width: bubble.size,
            height: bubble.size,
            borderRadius: '50%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.25,
            color: bubble.accent ? '#261a00' : '#ffffff',
            bgcolor: bubble.accent ? '#ffb74d' : 'rgba(255,255,255,0.14)',
            border: bubble.accent ? 'none' : '1px solid rgba(255,255,255,0.3)',
            boxShadow: '0 10px 30px rgba(0,0,0,0.18)',
            backdropFilter: 'blur(6px)',
            '& svg': { fontSize: bubble.size * 0.34 },
          }}
        >
          {bubble.icon}
          {bubble.size >= 76 && (
            <Box
              component="span"
              // A label of two words (in any language) wraps inside the circle, centred.
              sx={{
                maxWidth: '86%',
                fontSize: 11,
                fontWeight: 700,
                letterSpacing: '0.02em',
                lineHeight: 1.15,
                textAlign: 'center',
              }}
            >
              {bubble.label()}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
