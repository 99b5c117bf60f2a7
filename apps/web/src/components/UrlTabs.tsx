import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '@/lib/router-dom.tsx';

export interface TabSpec<Id extends string = string> {
  id: Id;
  label: ReactNode;
  /** Called only for the open tab, so closed panels fetch nothing. */
  panel: () => ReactNode;
}

export interface UrlTabsProps<Id extends string> {
  /** The first is the default: it is open when `?tab=` is absent or names no tab here. */
  tabs: readonly TabSpec<Id>[];
  /** Names the tab list, e.g. 'Group sections'. */
  label: string;
  /** Starts the tab and panel element ids: 'group' gives `group-tab-about`, `group-tabpanel-about`. */
  idPrefix: string;
  /**
   * Tabs kept in the path (e.g. `/settings/:tabId`) instead of `?tab=`: the id the path names
   * (undefined for the default) and the link of each tab.
   */
  inPath?: { selected: string | undefined; hrefFor: (id: Id) => string };
}

/**
 * A page's sections as tabs in a card. The open tab is kept in the URL — in `?tab=` (left out
 * for the default), or in the path with `inPath` — so it survives a reload and can be linked to.
 */
export function UrlTabs<Id extends string>({ tabs, label, idPrefix, inPath }: UrlTabsProps<Id>) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-tabpanel-${id}`;

  const defaultTab = tabs[0]!;
  const requested = inPath ? inPath.selected : params.get('tab');
  const current = tabs.find((tab) => tab.id === requested) ?? defaultTab;

  const select = (id: Id) =>
    inPath
      ? navigate(inPath.hrefFor(id), { replace: true, preventScrollReset: true })
      : setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (id === defaultTab.id) next.delete('tab');
            else next.set('tab', id);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );

  return (
    <Paper variant="outlined" sx={{ mt: { xs: 3, sm: 4 }, overflow: 'hidden' }}>
      {/*
        The tabs wrap onto a second row instead of scrolling: on a phone every label stays whole
        and in sight. MUI's sliding indicator cannot follow a wrapped row, so the open tab is
        underlined by its own inset border.
      */}
      <Tabs
        value={current.id}
        onChange={(_event, value: Id) => select(value)}
        aria-label={label}
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 0.5, sm: 1 },
          '& .MuiTabs-list': { flexWrap: 'wrap' },
        }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            sx={{
              minHeight: { xs: 48, sm: 56 },
              minWidth: 0,
              px: { xs: 1.5, sm: 2 },
              fontWeight: 600,
              '&.Mui-selected': { boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` },
            }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(current.id)}
        aria-labelledby={tabId(current.id)}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {current.panel()}
      </Box>
    </Paper>
  );
}
