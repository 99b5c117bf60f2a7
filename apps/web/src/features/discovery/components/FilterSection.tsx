import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import type { Draft } from '../filter-draft.ts';

/** A change to the dialog's draft of the filters. */
export type Edit = (change: Partial<Draft>) => void;

/** One of the dialog's sections: a fieldset named by its legend. */
export function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}
