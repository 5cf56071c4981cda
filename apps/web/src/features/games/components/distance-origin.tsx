import type { GameList } from '@rally/shared/games/games.schemas';
import { LocateFixedIcon, LocateIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { requestDevicePosition, type ViewerPosition } from '../lib/viewer-position.ts';

type DistanceOriginProps = {
  /** The device position in use, if the user shared it. */
  position: ViewerPosition | null;
  /** Where the server measured from, as the list reported it (undefined while loading). */
  origin: GameList['origin'] | undefined;
  onPositionChange: (position: ViewerPosition | null) => void;
};

function originText(origin: GameList['origin'] | undefined): string | null {
  if (origin === undefined) return null;
  if (origin === null) return 'Distances appear once your profile has a location, or you use yours.';
  return origin.source === 'device'
    ? 'Distances are from your current location.'
    : 'Distances are from your profile location.';
}

/**
 * Says which place distances are measured from, and offers "Use my location": the browser is asked for
 * the device's position only on this click, never on page load.
 */
export function DistanceOrigin({ position, origin, onPositionChange }: DistanceOriginProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      onPositionChange(await requestDevicePosition());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <p aria-live="polite">{problem ?? originText(origin)}</p>
      {position ? (
        <Button variant="link" size="sm" onClick={() => onPositionChange(null)}>
          <LocateIcon aria-hidden />
          Use my profile location
        </Button>
      ) : (
        <Button variant="link" size="sm" onClick={locate} disabled={locating}>
          <LocateFixedIcon aria-hidden />
          {locating ? 'Finding your location...' : 'Use my location'}
        </Button>
      )}
    </div>
  );
}
