import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { lazyTheme } from './lazy-theme.ts';

describe('lazyTheme', () => {
  it('makes the theme only when it is first read, and once', () => {
    const make = vi.fn(() => createTheme());
    const theme = lazyTheme(make);
    expect(make).not.toHaveBeenCalled();

    expect(theme.palette.primary.main).toBe(createTheme().palette.primary.main);
    expect(theme.spacing(2)).toBe('16px');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('reads as the theme it stands for: keys, spread and `in`', () => {
    const real = createTheme();
    const theme = lazyTheme(() => real);
    expect(Object.keys(theme)).toEqual(Object.keys(real));
    expect({ ...theme }.palette).toBe(real.palette);
    expect('breakpoints' in theme).toBe(true);
    expect('nothing' in theme).toBe(false);
  });
});
