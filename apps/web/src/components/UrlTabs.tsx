import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';
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
 * MUI's Tab, as its styles draw it (primary text colour), on the ButtonBase every page has: MUI's
 * Tabs and Tab were ~7 KB brotli of the group and event pages' first visit (issue #31), for a
 * scroller and a sliding indicator these tabs do not use.
 */
const Tab = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  maxWidth: 360,
  minWidth: 90,
  position: 'relative',
  minHeight: 48,
  flexShrink: 0,
  flexDirection: 'row',
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.25,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&.Mui-selected': { color: (theme.vars ?? theme).palette.primary.main },
}));

/**
 * MUI Tabs' keys: the arrows move the focus along the tabs (mirrored right to left, round at the
 * ends), Home and End to the first and last; Enter or Space then opens the focused one.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget;
  const focused = list.ownerDocument.activeElement;
  if (!(focused instanceof HTMLElement) || focused.getAttribute('role') !== 'tab') return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const rtl = getComputedStyle(list).direction === 'rtl';
  const at = tabs.indexOf(focused);
  const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key as 'ArrowLeft'];
  let next: HTMLElement | undefined;
  if (step !== undefined) next = tabs[(at + step + tabs.length) % tabs.length];
  else if (event.key === 'Home') next = tabs[0];
  else if (event.key === 'End') next = tabs.at(-1);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The tabs, in a row that wraps; the open one is underlined. */
function TabRow<Id extends string>({
  tabs,
  currentId,
  label,
  tabId,
  panelId,
  onSelect,
}: {
  tabs: readonly TabSpec<Id>[];
  currentId: Id;
  label: string;
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
  onSelect: (id: Id) => void;
}) {
  // The tabs wrap onto a second row instead of scrolling: on a phone every label stays whole and
  // in sight. A sliding indicator could not follow a wrapped row, so the open tab is underlined by
  // its own inset border.
  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: 48,
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 0.5, sm: 1 },
      }}
    >
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        sx={{ display: 'flex', flexWrap: 'wrap', flex: 1 }}
      >
        {tabs.map((tab) => {
          const selected = tab.id === currentId;
          return (
            <Tab
              key={tab.id}
              role="tab"
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'Mui-selected' : undefined}
              onClick={() => !selected && onSelect(tab.id)}
              sx={{
                minHeight: { xs: 48, sm: 56 },
                minWidth: 0,
                px: { xs: 1.5, sm: 2 },
                fontWeight: 600,
                '&.Mui-selected': { boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` },
              }}
            >
              {tab.label}
            </Tab>
          );
        })}
      </Box>
    </Box>
  );
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
      <TabRow
        tabs={tabs}
        currentId={current.id}
        label={label}
        tabId={tabId}
        panelId={panelId}
        onSelect={select}
      />
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
