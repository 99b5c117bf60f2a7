import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PLACES, type Place } from '@neighbourly/shared';
import {
  shell_place_none,
  shell_places_metro,
  shell_places_neighbourhoods,
} from '@neighbourly/i18n/messages';
import { compareNames } from '@/lib/dates.ts';

/** The shipped places by kind, in the order a Vancouverite looks for them. */
const GROUPS: { kind: Place['kind'][]; label: () => string }[] = [
  { kind: ['LOCAL_AREA', 'NEIGHBOURHOOD'], label: shell_places_neighbourhoods },
  { kind: ['MUNICIPALITY'], label: shell_places_metro },
];
const byName = (a: Place, b: Place) => compareNames(a.name, b.name);

export interface PlaceSelectProps {
  label: string;
  /** A slug of PLACES, or null for none. */
  value: string | null;
  onChange: (slug: string | null) => void;
  /** What the empty choice says, e.g. 'None' or 'Choose a neighbourhood'. */
  emptyLabel?: string;
  helperText?: string;
  size?: TextFieldProps['size'];
  disabled?: boolean;
  /** Where the value goes in a form, and the control's id for tests. */
  name?: string;
}

/**
 * A choice of the shipped places (issue #28): Vancouver's neighbourhoods, then Metro Vancouver's
 * municipalities. A native select: light (it is on first-visit pages), and a phone shows its own
 * picker.
 */
export function PlaceSelect({
  label,
  value,
  onChange,
  emptyLabel = shell_place_none(),
  helperText,
  size,
  disabled,
  name,
}: PlaceSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      helperText={helperText}
      size={size}
      disabled={disabled}
      name={name}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      // Disabled (a visitor's form), the label and the hint still inform: keep them AA legible.
      sx={{
        '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': {
          color: 'text.secondary',
        },
      }}
    >
      <option value="">{emptyLabel}</option>
      {GROUPS.map((group) => (
        <optgroup key={group.kind[0]} label={group.label()}>
          {PLACES.filter((place) => group.kind.includes(place.kind))
            .sort(byName)
            .map((place) => (
              <option key={place.slug} value={place.slug}>
                {place.name}
              </option>
            ))}
        </optgroup>
      ))}
    </TextField>
  );
}
