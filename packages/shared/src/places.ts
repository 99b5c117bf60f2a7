/**
 * The places a pin can be centred on, and a distance measured from (issue #28): the City of
 * Vancouver's 22 local areas, Commercial Drive (the neighbourhood people name most often that is
 * not a local area of its own), and the members of Metro Vancouver. Facts, kept here in one list.
 *
 * Sources: City of Vancouver Open Data Portal, "Local area boundary" (the 22 local areas; each
 * point is near the centre of its area, rounded to four decimals, about 10 m); Metro Vancouver,
 * "Member jurisdictions" (each point is the municipal hall or town centre). Data only, no
 * imports: the server serves it at GET /places and the web app ships it.
 */
export interface Place {
  /** Stable, URL-safe: what `place=` in a search takes. */
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  kind: 'LOCAL_AREA' | 'NEIGHBOURHOOD' | 'MUNICIPALITY';
}

export const PLACES: readonly Place[] = [
  {
    slug: 'arbutus-ridge',
    name: 'Arbutus Ridge',
    latitude: 49.2469,
    longitude: -123.1617,
    kind: 'LOCAL_AREA',
  },
  { slug: 'downtown', name: 'Downtown', latitude: 49.2811, longitude: -123.1171, kind: 'LOCAL_AREA' },
  {
    slug: 'dunbar-southlands',
    name: 'Dunbar-Southlands',
    latitude: 49.2378,
    longitude: -123.186,
    kind: 'LOCAL_AREA',
  },
  { slug: 'fairview', name: 'Fairview', latitude: 49.2638, longitude: -123.1303, kind: 'LOCAL_AREA' },
  {
    slug: 'grandview-woodland',
    name: 'Grandview-Woodland',
    latitude: 49.2737,
    longitude: -123.0671,
    kind: 'LOCAL_AREA',
  },
  {
    slug: 'hastings-sunrise',
    name: 'Hastings-Sunrise',
    latitude: 49.2778,
    longitude: -123.041,
    kind: 'LOCAL_AREA',
  },
  {
    slug: 'kensington-cedar-cottage',
    name: 'Kensington-Cedar Cottage',
    latitude: 49.2474,
    longitude: -123.0741,
    kind: 'LOCAL_AREA',
  },
  { slug: 'kerrisdale', name: 'Kerrisdale', latitude: 49.2235, longitude: -123.1597, kind: 'LOCAL_AREA' },
  { slug: 'killarney', name: 'Killarney', latitude: 49.2179, longitude: -123.039, kind: 'LOCAL_AREA' },
  { slug: 'kitsilano', name: 'Kitsilano', latitude: 49.2669, longitude: -123.1617, kind: 'LOCAL_AREA' },
  { slug: 'marpole', name: 'Marpole', latitude: 49.2107, longitude: -123.1292, kind: 'LOCAL_AREA' },
  {
    slug: 'mount-pleasant',
    name: 'Mount Pleasant',
    latitude: 49.2634,
    longitude: -123.097,
    kind: 'LOCAL_AREA',
  },
  { slug: 'oakridge', name: 'Oakridge', latitude: 49.2282, longitude: -123.122, kind: 'LOCAL_AREA' },
  {
    slug: 'renfrew-collingwood',
    name: 'Renfrew-Collingwood',
    latitude: 49.2478,
    longitude: -123.0405,
    kind: 'LOCAL_AREA',
  },
  { slug: 'riley-park', name: 'Riley Park', latitude: 49.244, longitude: -123.1026, kind: 'LOCAL_AREA' },
  { slug: 'shaughnessy', name: 'Shaughnessy', latitude: 49.2465, longitude: -123.1386, kind: 'LOCAL_AREA' },
  { slug: 'south-cambie', name: 'South Cambie', latitude: 49.2464, longitude: -123.1215, kind: 'LOCAL_AREA' },
  { slug: 'strathcona', name: 'Strathcona', latitude: 49.2773, longitude: -123.0893, kind: 'LOCAL_AREA' },
  { slug: 'sunset', name: 'Sunset', latitude: 49.2199, longitude: -123.092, kind: 'LOCAL_AREA' },
  {
    slug: 'victoria-fraserview',
    name: 'Victoria-Fraserview',
    latitude: 49.2193,
    longitude: -123.064,
    kind: 'LOCAL_AREA',
  },
  { slug: 'west-end', name: 'West End', latitude: 49.2852, longitude: -123.1348, kind: 'LOCAL_AREA' },
  {
    slug: 'west-point-grey',
    name: 'West Point Grey',
    latitude: 49.2666,
    longitude: -123.203,
    kind: 'LOCAL_AREA',
  },
  {
    slug: 'commercial-drive',
    name: 'Commercial Drive',
    latitude: 49.2697,
    longitude: -123.0696,
    kind: 'NEIGHBOURHOOD',
  },
  { slug: 'anmore', name: 'Anmore', latitude: 49.3146, longitude: -122.8566, kind: 'MUNICIPALITY' },
  { slug: 'belcarra', name: 'Belcarra', latitude: 49.317, longitude: -122.9258, kind: 'MUNICIPALITY' },
  {
    slug: 'bowen-island',
    name: 'Bowen Island',
    latitude: 49.3847,
    longitude: -123.3361,
    kind: 'MUNICIPALITY',
  },
  { slug: 'burnaby', name: 'Burnaby', latitude: 49.2488, longitude: -122.9805, kind: 'MUNICIPALITY' },
  { slug: 'coquitlam', name: 'Coquitlam', latitude: 49.2838, longitude: -122.7932, kind: 'MUNICIPALITY' },
  { slug: 'delta', name: 'Delta', latitude: 49.0847, longitude: -123.0586, kind: 'MUNICIPALITY' },
  {
    slug: 'electoral-area-a',
    name: 'Electoral Area A (UBC and University Endowment Lands)',
    latitude: 49.2606,
    longitude: -123.246,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'langley-city',
    name: 'City of Langley',
    latitude: 49.1044,
    longitude: -122.6604,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'langley-township',
    name: 'Township of Langley',
    latitude: 49.1042,
    longitude: -122.5827,
    kind: 'MUNICIPALITY',
  },
  { slug: 'lions-bay', name: 'Lions Bay', latitude: 49.4566, longitude: -123.237, kind: 'MUNICIPALITY' },
  { slug: 'maple-ridge', name: 'Maple Ridge', latitude: 49.2193, longitude: -122.5984, kind: 'MUNICIPALITY' },
  {
    slug: 'new-westminster',
    name: 'New Westminster',
    latitude: 49.2057,
    longitude: -122.911,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'north-vancouver-city',
    name: 'City of North Vancouver',
    latitude: 49.32,
    longitude: -123.0724,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'north-vancouver-district',
    name: 'District of North Vancouver',
    latitude: 49.3344,
    longitude: -123.0322,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'pitt-meadows',
    name: 'Pitt Meadows',
    latitude: 49.2214,
    longitude: -122.6897,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'port-coquitlam',
    name: 'Port Coquitlam',
    latitude: 49.2628,
    longitude: -122.7811,
    kind: 'MUNICIPALITY',
  },
  { slug: 'port-moody', name: 'Port Moody', latitude: 49.2849, longitude: -122.8678, kind: 'MUNICIPALITY' },
  { slug: 'richmond', name: 'Richmond', latitude: 49.1666, longitude: -123.1336, kind: 'MUNICIPALITY' },
  { slug: 'surrey', name: 'Surrey', latitude: 49.1913, longitude: -122.849, kind: 'MUNICIPALITY' },
  {
    slug: 'tsawwassen-first-nation',
    name: 'Tsawwassen First Nation',
    latitude: 49.027,
    longitude: -123.088,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'vancouver',
    name: 'City of Vancouver',
    latitude: 49.2609,
    longitude: -123.1139,
    kind: 'MUNICIPALITY',
  },
  {
    slug: 'west-vancouver',
    name: 'West Vancouver',
    latitude: 49.3286,
    longitude: -123.1602,
    kind: 'MUNICIPALITY',
  },
  { slug: 'white-rock', name: 'White Rock', latitude: 49.0253, longitude: -122.8029, kind: 'MUNICIPALITY' },
];

/** The place of a slug, or undefined. */
export const placeBySlug = (slug: string): Place | undefined => PLACES.find((place) => place.slug === slug);

/** The mean radius of the Earth, km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two points, km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const halfChord =
    Math.sin(toRadians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) *
      Math.cos(toRadians(b.latitude)) *
      Math.sin(toRadians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}
