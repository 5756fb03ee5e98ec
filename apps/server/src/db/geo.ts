/**
 * Distances on the earth computed in the database (haversine, mean radius 6371 km), so "nearest to a point" sorts
 * and filters in SQL over any table carrying latitude and longitude columns.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const EARTH_RADIUS_KM = 6371;

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Kilometres between the row's (lat, lng) columns and a point, as a double; null when the row has no coordinates.
 * least(1, ...) keeps asin defined when rounding pushes the term past 1 for antipodal points.
 */
export function distanceKm(lat: PgColumn | SQL, lng: PgColumn | SQL, point: Point): SQL<number | null> {
  const lat0 = sql`radians(${point.lat}::double precision)`;
  const lng0 = sql`radians(${point.lng}::double precision)`;
  const lat1 = sql`radians(${lat}::double precision)`;
  const lng1 = sql`radians(${lng}::double precision)`;
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin((${lat1} - ${lat0}) / 2), 2) + cos(${lat0}) * cos(${lat1}) * power(sin((${lng1} - ${lng0}) / 2), 2)
  ))))`.mapWith(Number);
}
