import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';

/**
 * The app's frame with "Loading...", as HTML rendered once at build time (vite-prerender.ts), for
 * index.html's #root: a cold load paints it with the styles, before any script has arrived, and the
 * app's first render replaces it with the same frame.
 */
export function renderLoadingFrame(): string {
  return renderToStaticMarkup(<LoadingScreen />);
}
