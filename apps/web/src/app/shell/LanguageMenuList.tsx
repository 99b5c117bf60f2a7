import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { common_language_not_saved } from '@neighbourly/i18n/messages';
import { LOCALE_INFO, type Locale } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { switchLanguage } from '@/features/people/api/save-language.ts';
import { direction } from '../theme.ts';

/** Where the header's line ends: the right, or the left on right-to-left pages (as UserMenu). */
const lineEnd = direction === 'rtl' ? 'left' : 'right';

/**
 * The language menu's list (loaded on the first click): the six languages in their own names,
 * each marked with its `lang` so it is read and shaped in that language. Choosing one saves it
 * and reloads the page in it.
 */
export function LanguageMenuList({
  id,
  buttonId,
  anchor,
  current,
  onClose,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: Locale;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const [saving, setSaving] = useState(false);

  const choose = async (locale: Locale) => {
    if (locale === current) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await switchLanguage(locale, user);
    } catch {
      setSaving(false);
      onClose();
      enqueueSnackbar(common_language_not_saved(), { variant: 'error' });
    }
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // Under the button, towards the page's middle (MUI places by physical sides).
      anchorOrigin={{ vertical: 'bottom', horizontal: lineEnd }}
      transformOrigin={{ vertical: 'top', horizontal: lineEnd }}
      // Inside the header, so the open menu is part of the banner landmark (axe 'region').
      disablePortal
      slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { mt: 1, minWidth: 200 } } }}
    >
      {LOCALE_INFO.map((info) => {
        const chosen = info.tag === current;
        return (
          <MenuItem
            key={info.tag}
            lang={info.tag}
            role="menuitemradio"
            aria-checked={chosen}
            selected={chosen}
            disabled={saving}
            onClick={() => void choose(info.tag)}
          >
            <ListItemIcon>{chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{info.name}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
