import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { events_scope_following, events_scope_this } from '@neighbourly/i18n/messages';
import type { SeriesScope } from '@neighbourly/shared';

/** Which events of a series an edit or a deletion applies to: this one, or it and the later ones. */
export function SeriesScopeChoice({
  value,
  onChange,
  label,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  /** Names the choice for assistive technology, e.g. "Delete which events". */
  label: string;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as SeriesScope)}
      sx={{ mt: 1.5 }}
    >
      <FormControlLabel value="THIS" control={<Radio />} label={events_scope_this()} />
      <FormControlLabel value="FOLLOWING" control={<Radio />} label={events_scope_following()} />
    </RadioGroup>
  );
}
