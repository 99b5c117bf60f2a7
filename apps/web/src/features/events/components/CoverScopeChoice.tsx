import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
      <FormControlLabel value="THIS" control={<Radio />} label="This event" />
      <FormControlLabel value="SERIES" control={<Radio />} label="All events in the series" />
    </RadioGroup>
  );
}
