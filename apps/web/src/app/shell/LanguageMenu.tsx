import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { common_language_menu, common_language_saved } from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { pageLocale, takeLanguageSaved } from '@/features/people/api/language-choice.ts';

// The menu (MUI's Menu, Popover and Modal) and the saving code load on the first click: most
// readers never change language. The button stays put meanwhile, so the click is not lost.
const loadMenuList = () => import('./LanguageMenuList.tsx');
const LanguageMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.LanguageMenuList })));

/** On phones only the icon shows; its name is then "Choose a language". */
const shownFromSm = { display: { xs: 'none', sm: 'inline' } } as const;
const hiddenButSpokenOnPhones = {
  display: { xs: 'block', sm: 'none' },
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The header's language menu (issue #29): the page's language by its own name, opening the six
 * languages, each in its own. Also says, after the reload a choice causes, that it was saved.
 */
export function LanguageMenu({ inverted = false }: { inverted?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const menuId = `${id}-language-menu`;
  const buttonId = `${id}-language-button`;
  const current = pageLocale();
  const open = anchor !== null;

  useEffect(() => {
    if (takeLanguageSaved() === current.tag) {
      enqueueSnackbar(common_language_saved({ language: current.name }), { variant: 'success' });
    }
  }, [current]);

  return (
    <>
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        title={common_language_menu()}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<TranslateIcon />}
        sx={{
          color: inverted ? '#ffffff' : 'text.primary',
          fontWeight: 600,
          minWidth: 0,
          px: { xs: 1, sm: 1.25 },
          '& .MuiButton-startIcon': { ml: { xs: 0, sm: -0.5 }, mr: { xs: 0, sm: 0.75 } },
        }}
      >
        <Box component="span" sx={shownFromSm}>
          {current.name}
        </Box>
        <Box component="span" sx={hiddenButSpokenOnPhones}>
          {common_language_menu()}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            current={current.tag}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
