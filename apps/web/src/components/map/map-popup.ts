import type { MapMarker } from './map-types.ts';

/**
 * A marker's popup as DOM nodes (Leaflet renders popups outside React). Text goes in as text, never
 * as markup, since titles and venues are typed by users. A click on the link navigates in the app
 * instead of reloading the page.
 */
export function buildPopup(marker: MapMarker, navigate: (href: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'space-y-1 text-sm';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = marker.title;
  root.append(title);
  if (marker.detail) {
    const detail = document.createElement('p');
    detail.textContent = marker.detail;
    root.append(detail);
  }
  if (marker.href) {
    const href = marker.href;
    const link = document.createElement('a');
    link.href = href;
    link.textContent = marker.linkLabel ?? 'View details';
    link.className = 'font-medium underline';
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(href);
    });
    root.append(link);
  }
  return root;
}
