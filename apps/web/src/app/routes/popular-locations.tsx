import { PopularLocationsPage } from '../../features/locations/pages/popular-locations-page.tsx';

export function Component() {
  return <PopularLocationsPage />;
}
