/**
 * Right-to-left styles (issue #29), loaded only by pages whose language reads right to left:
 * an emotion cache whose stylis plugins mirror MUI's CSS (left ↔ right, margins, paddings,
 * borders) after prefixing it as emotion's default cache does, as MUI's RTL guide sets it up.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';

const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export default function RtlCacheProvider({ children }: { children: ReactNode }) {
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
