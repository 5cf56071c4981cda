import { NavigationIcon, Share2Icon } from 'lucide-react';
import { Button } from './ui/button.tsx';

/** Where something happens: the place as typed, and its position when one is known. */
export type Destination = { label: string; latitude?: number | null; longitude?: number | null };

/** The spec's toast after copying a link (spec document 2 §8). */
export const LINK_COPIED = 'Link copied!';

/**
 * Directions to a place in the player's maps app. Google Maps' universal directions link opens the
 * maps app on a phone (Android and iOS alike) and the web map elsewhere; the position is used when
 * known, so a place name that reads differently to a maps service still lands on the right spot.
 */
export function directionsUrl({ label, latitude, longitude }: Destination): string {
  const destination = latitude != null && longitude != null ? `${latitude},${longitude}` : label.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * Shares a page: the phone's share sheet where the browser has one, else the link goes to the
 * clipboard with the spec's "Link copied!". Sonner loads on demand, as every toast does.
 */
export async function sharePage({ title, url: address }: { title: string; url: string }): Promise<void> {
  // A page drawn on the server names its own path: the link shared is whole.
  const url = new URL(address, window.location.href).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const { toast } = await import('sonner');
  try {
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED);
  } catch {
    toast.error(`Copy this link to share it: ${url}`);
  }
}

/**
 * Share and Directions, side by side, for a game's or a league's page (`url` whole, or the page's path).
 * Directions shows only when there is a place to go to.
 */
export function ShareAndDirections({
  title,
  url,
  destination,
}: {
  title: string;
  url: string;
  destination?: Destination | null;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void sharePage({ title, url })}>
        <Share2Icon aria-hidden />
        Share
      </Button>
      {destination?.label.trim() ? (
        <Button asChild variant="outline">
          <a href={directionsUrl(destination)} target="_blank" rel="noopener noreferrer">
            <NavigationIcon aria-hidden />
            Directions
            <span className="sr-only"> to {destination.label} (opens your maps app)</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
