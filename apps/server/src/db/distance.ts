/**
 * "Within so many km of a point" as SQL (issue #28), the same on SQLite (its math functions) and
 * PostgreSQL: a box of latitude and longitude first, which the pin index (migration 0019) reads
 * as a range, then the exact great-circle test on what the box holds. Longitudes are not wrapped
 * across ±180°: the community is nowhere near it.
 */
import { EARTH_RADIUS_KM, type Point } from '@neighbourly/shared';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export interface Circle extends Point {
  withinKm: number;
}

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The latitude/longitude box around the circle. */
export function boxAround(circle: Circle) {
  const latitudeSpan = circle.withinKm / KM_PER_DEGREE;
  const longitudeSpan = Math.min(
    180,
    circle.withinKm / (KM_PER_DEGREE * Math.max(Math.cos(toRadians(circle.latitude)), 1e-6)),
  );
  return {
    south: circle.latitude - latitudeSpan,
    north: circle.latitude + latitudeSpan,
    west: circle.longitude - longitudeSpan,
    east: circle.longitude + longitudeSpan,
  };
}

/**
 * The pin of the row under `alias` lies within the circle. The haversine test is written as
 * "half-chord ≤ sin²(d / 2R)", so SQL needs only sin, cos and radians (no asin of a rounded 1.0001).
 */
export function withinCircle(alias: string, circle: Circle): RawBuilder<SqlBool> {
  const latitude = sql.ref(`${alias}.latitude`);
  const longitude = sql.ref(`${alias}.longitude`);
  const box = boxAround(circle);
  const centreLatitude = toRadians(circle.latitude);
  const centreLongitude = toRadians(circle.longitude);
  const limit = Math.sin(Math.min(Math.PI / 2, circle.withinKm / (2 * EARTH_RADIUS_KM))) ** 2;
  const halfLatitude = sql`sin((radians(${latitude}) - ${centreLatitude}) / 2)`;
  const halfLongitude = sql`sin((radians(${longitude}) - ${centreLongitude}) / 2)`;
  return sql<SqlBool>`(${latitude} between ${box.south} and ${box.north}
    and ${longitude} between ${box.west} and ${box.east}
    and ${halfLatitude} * ${halfLatitude}
      + ${Math.cos(centreLatitude)} * cos(radians(${latitude})) * ${halfLongitude} * ${halfLongitude}
      <= ${limit})`;
}
