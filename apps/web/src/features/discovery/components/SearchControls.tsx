import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MESSAGES, TIMINGS } from '@neighbourly/shared';
import { useEffectEvent, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { isSearchTooLong, type SearchValue } from '../search-value.ts';

const sameSearch = (a: SearchValue, b: SearchValue) => a.text === b.text && a.mine === b.mine;

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
 * search follows when typing pauses (spec §9: 500 ms). A text over the limit says so and is
 * not searched.
 */
export function SearchControls({ value, onChange, label, placeholder, checkboxLabel }: SearchControlsProps) {
  const helperId = useId();
  // What the controls show: ahead of `value` while typing, and at once when the box is ticked.
  const [draft, setDraft] = useState(value);
  // The typed search waiting for typing to pause; its timer runs while it is set.
  const [typed, setTyped] = useState<SearchValue | null>(null);
  // The last search handed to onChange: when it comes back as `value`, typing may be ahead.
  const [sent, setSent] = useState<SearchValue | null>(null);
  // The URL can change under the controls (a tag link, back/forward): then they follow it, and
  // the search still waiting is dropped (its timer is cleared), so it cannot overwrite the new one.
  const [shown, setShown] = useState(value);
  if (!sameSearch(value, shown)) {
    setShown(value);
    if (!sent || !sameSearch(value, sent)) {
      setDraft(value);
      setTyped(null);
      setSent(null);
    }
  }

  const commit = (next: SearchValue) => {
    setTyped(null);
    setSent(next);
    if (!sameSearch(next, value)) onChange(next);
  };

  // A layout effect: its cleanup clears the timer in the same commit that drops `typed`.
  const commitTyped = useEffectEvent(commit);
  useLayoutEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => commitTyped(typed), TIMINGS.debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const onType = (text: string) => {
    const next = { ...draft, text };
    setDraft(next);
    setTyped(next);
  };

  const onTick = (mine: boolean) => {
    const next = { ...draft, mine };
    setDraft(next);
    commit(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

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
        helperText={tooLong ? MESSAGES.searchText : undefined}
        sx={{ flex: { sm: '1 1 320px' }, maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
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
