/** A point on the earth, in degrees. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** One pin on the map: a game, a venue, or anything else with a place and a page. */
export interface MapMarker extends MapPoint {
  id: string;
  /** The pin's accessible name and the popup's heading. */
  title: string;
  /** A second line in the popup (time, players, sport). */
  detail?: string;
  /** Where the popup's link goes; no link without it. */
  href?: string;
  /** The link's text; "View details" when left out. */
  linkLabel?: string;
}

export interface GameMapProps {
  /** Keep the array stable between renders (useMemo): a new array re-places every pin. */
  markers: readonly MapMarker[];
  /** The map's accessible name, e.g. "Map of games near you". */
  label: string;
  /** Where the map opens; the markers' bounds when left out, else a default city. */
  center?: MapPoint;
  /** The zoom level with `center`; 12 (a city) when left out (spec document 2 §9). */
  zoom?: number;
  /** Makes the map a picker: a click calls this with the point, which shows as a pin. */
  onPick?: (point: MapPoint) => void;
  /** The picked point to show (controlled), with `onPick`. */
  picked?: MapPoint | null;
  className?: string;
}
