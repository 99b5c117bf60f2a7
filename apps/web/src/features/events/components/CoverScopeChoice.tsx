import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { events_scope_series, events_scope_this } from '@neighbourly/i18n/messages';
import type { CoverScope } from '@neighbourly/shared';

/** Which events of a series a cover is for (issue #26): this one, or all of them. */
export function CoverScopeChoice({
  value,
  onChange,
  label,
}: {
  value: CoverScope;
  onChange: (scope: CoverScope) => void;
  /** Names the choice for assistive technology, e.g. "Use the cover for". */
  label: string;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as CoverScope)}
      sx={{ mt: 1.5 }}
    >
      <FormControlLabel value="THIS" control={<Radio />} label={events_scope_this()} />
      <FormControlLabel value="SERIES" control={<Radio />} label={events_scope_series()} />
    </RadioGroup>
  );
}
