import { describe, expect, it } from 'vitest';
import { PLACES, placeBySlug } from './places.ts';

describe('the shipped places (issue #28)', () => {
  it('has the 22 local areas of the City of Vancouver and the 23 members of Metro Vancouver', () => {
    expect(PLACES.filter((p) => p.kind === 'LOCAL_AREA')).toHaveLength(22);
    expect(PLACES.filter((p) => p.kind === 'MUNICIPALITY')).toHaveLength(23);
  });

  it('names each once, by a URL-safe slug, at a point inside Metro Vancouver', () => {
    expect(new Set(PLACES.map((p) => p.slug)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((p) => p.name)).size).toBe(PLACES.length);
    for (const place of PLACES) {
      expect(place.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(place.latitude, place.slug).toBeGreaterThan(48.9);
      expect(place.latitude, place.slug).toBeLessThan(49.6);
      expect(place.longitude, place.slug).toBeGreaterThan(-123.5);
      expect(place.longitude, place.slug).toBeLessThan(-122.3);
    }
  });

  it('finds a place by its slug, and nothing for an unknown one', () => {
    expect(placeBySlug('kitsilano')?.name).toBe('Kitsilano');
    expect(placeBySlug('commercial-drive')?.kind).toBe('NEIGHBOURHOOD');
    expect(placeBySlug('atlantis')).toBeUndefined();
  });
});
