/**
 * Where the player is, for every "near you" list: one store for the whole app, so the dashboard, Find,
 * the venues and Popular Locations all send the same position.
 *
 * - `device`: the browser's position. Read on page load only when the player already allowed it (the
 *   Permissions API says `granted`); otherwise asked for only by "Use my location".
 * - `typed`: a place the player typed (a suggestion with coordinates), kept for this browser session.
 * - no choice: the lists send no position and the server falls back to the profile's place.
 */
export type PlaceChoice =
  | { kind: 'device'; lat: number; lng: number }
  | { kind: 'typed'; lat: number; lng: number; label: string };

export type PlayerPlaceState = {
  /** False until the browser's state is known (after hydration and the permission check). */
  settled: boolean;
  choice: PlaceChoice | null;
};

/** A position as the API's `lat`/`lng` take it. */
export type LatLng = { lat: number; lng: number };

const STORAGE_KEY = 'rally.playerPlace';
/** How long page load waits for an allowed browser position before the lists go out without it. */
export const ALLOWED_POSITION_WAIT_MS = 2_000;

export const GEOLOCATION_UNAVAILABLE = 'Location is not available in this browser.';
export const GEOLOCATION_DENIED = 'Location permission was denied. Distances are from your profile location.';
export const GEOLOCATION_FAILED = 'Could not find your location. Please try again.';

const SERVER_STATE: PlayerPlaceState = { settled: false, choice: null };
let state: PlayerPlaceState = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();

function set(next: PlayerPlaceState) {
  state = next;
  for (const listener of listeners) listener();
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The choice kept earlier in this browser session, if any. */
export function rememberedChoice(): PlaceChoice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PlaceChoice> | null;
    if (!stored || !isNumber(stored.lat) || !isNumber(stored.lng)) return null;
    if (stored.kind === 'device') return { kind: 'device', lat: stored.lat, lng: stored.lng };
    if (stored.kind === 'typed' && typeof stored.label === 'string') {
      return { kind: 'typed', lat: stored.lat, lng: stored.lng, label: stored.label };
    }
  } catch {
    // A corrupt entry counts as none: the player can choose again.
  }
  return null;
}

function remember(choice: PlaceChoice | null) {
  try {
    if (choice) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be off (private mode): the choice holds until the page closes.
  }
}

/** Four decimals is about 11 m: enough for distances, and less precise than the device offers. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Asks the browser for the device's position (it prompts for permission when not yet allowed). */
export function requestDevicePosition(timeout = 15_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error(GEOLOCATION_UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
      (error) =>
        reject(new Error(error.code === error.PERMISSION_DENIED ? GEOLOCATION_DENIED : GEOLOCATION_FAILED)),
      { enableHighAccuracy: false, timeout, maximumAge: 5 * 60_000 },
    );
  });
}

/** Whether the player has already allowed this site their position; never prompts. */
async function positionAllowed(): Promise<boolean> {
  try {
    if (!navigator.permissions?.query) return false;
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** Page load: the session's choice, else the allowed browser position, else none (the profile's place). */
async function start() {
  const kept = rememberedChoice();
  if (kept) {
    set({ settled: true, choice: kept });
    return;
  }
  if (!(await positionAllowed())) {
    set({ settled: true, choice: null });
    return;
  }
  // Allowed: wait a moment for the position, so the first lists already use it; later is still taken.
  const settle = setTimeout(() => {
    if (!state.settled) set({ settled: true, choice: state.choice });
  }, ALLOWED_POSITION_WAIT_MS);
  try {
    const position = await requestDevicePosition();
    // A choice made meanwhile (a typed place) wins over the position read on load.
    if (!state.choice) set({ settled: true, choice: { kind: 'device', ...position } });
  } catch {
    set({ settled: true, choice: state.choice });
  } finally {
    clearTimeout(settle);
  }
}

export function subscribePlayerPlace(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    void start();
  }
  return () => listeners.delete(listener);
}

export const playerPlaceSnapshot = (): PlayerPlaceState => state;
/** What the server's render and the hydration see: nothing known yet. */
export const playerPlaceServerSnapshot = (): PlayerPlaceState => SERVER_STATE;

/** Sets (or, with null, clears) the player's place for this session. */
export function choosePlace(choice: PlaceChoice | null): void {
  remember(choice);
  set({ settled: true, choice });
}

/** "Use my location": prompts when needed, and keeps the position for the session. */
export async function chooseDevicePlace(): Promise<void> {
  const position = await requestDevicePosition();
  choosePlace({ kind: 'device', ...position });
}

/** What every near list sends: the chosen position, or nothing (the server uses the profile's place). */
export function nearOf(choice: PlaceChoice | null): LatLng | null {
  return choice ? { lat: choice.lat, lng: choice.lng } : null;
}

/** Tests start each case from a fresh page. */
export function resetPlayerPlaceForTests(): void {
  state = SERVER_STATE;
  started = false;
  listeners.clear();
}
