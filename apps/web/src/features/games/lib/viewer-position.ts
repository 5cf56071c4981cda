/** Where the viewer is, as the browser reported it after a click on "Use my location". */
export type ViewerPosition = { lat: number; lng: number };

const STORAGE_KEY = 'rally.viewerPosition';

/** The position shared earlier in this browser session, if any: asked once, remembered until the tab closes. */
export function rememberedPosition(): ViewerPosition | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (
      stored &&
      typeof stored === 'object' &&
      typeof (stored as ViewerPosition).lat === 'number' &&
      typeof (stored as ViewerPosition).lng === 'number'
    ) {
      return { lat: (stored as ViewerPosition).lat, lng: (stored as ViewerPosition).lng };
    }
  } catch {
    // A corrupt entry counts as none: the user can share again.
  }
  return null;
}

export function rememberPosition(position: ViewerPosition | null): void {
  if (position) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(position));
  else sessionStorage.removeItem(STORAGE_KEY);
}

export const GEOLOCATION_UNAVAILABLE = 'Location is not available in this browser.';
export const GEOLOCATION_DENIED = 'Location permission was denied. Distances are from your profile location.';
export const GEOLOCATION_FAILED = 'Could not find your location. Please try again.';

/** Asks the browser for the device's position (it prompts for permission the first time). */
export function requestDevicePosition(): Promise<ViewerPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(GEOLOCATION_UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // Four decimals is about 11 m: enough for distances, and less precise than the device offers.
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      (error) =>
        reject(new Error(error.code === error.PERMISSION_DENIED ? GEOLOCATION_DENIED : GEOLOCATION_FAILED)),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
