import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { validation_searchText } from '@neighbourly/i18n/messages';
import { useId } from 'react';
import { useSearchDraft } from '../hooks/use-search-draft.ts';
import { isSearchTooLong, type SearchValue } from '../search-value.ts';

export interface SearchControlsProps {
  /** The search in effect (from the URL). */
  value: SearchValue;
  /** A new search: 500 ms after the last keystroke, at once for Enter and the checkbox. */
  onChange: (value: SearchValue) => void;
  /** Names the search landmark and the text box, e.g. 'Search events'. */
  label: string;
  placeholder: string;
  checkboxLabel: string;
}

/**
 * A panel's text box and "only mine" checkbox. The box shows what is typed at once; the
 * search follows when typing pauses (500 ms). A text over the limit says so and is
 * not searched.
 */
export function SearchControls({ value, onChange, label, placeholder, checkboxLabel }: SearchControlsProps) {
  const helperId = useId();
  const { draft, onType, onTick, onSubmit } = useSearchDraft(value, onChange);

  const tooLong = isSearchTooLong(draft.text);
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <TextField
        type="search"
        size="small"
        value={draft.text}
        onChange={(event) => onType(event.target.value)}
        placeholder={placeholder}
        error={tooLong}
        helperText={tooLong ? validation_searchText() : undefined}
        sx={{ flex: { sm: '1 1 320px' }, maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            // What people type reads in its own direction (a Persian name in an English page); empty,
            // the box keeps the page's, so the placeholder starts where the page's text does.
            dir: draft.text ? 'auto' : undefined,
            'aria-invalid': tooLong,
            ...(tooLong ? { 'aria-describedby': helperId } : {}),
            enterKeyHint: 'search',
          },
          formHelperText: { id: helperId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={<Checkbox checked={draft.mine} onChange={(event) => onTick(event.target.checked)} />}
        label={checkboxLabel}
        sx={{ mr: 0, mt: { sm: '1px' } }}
      />
    </Box>
  );
}
