import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '../pages/landing-page.tsx';

/**
 * The landing page as plain HTML, rendered once at build time (see vite-prerender-landing.ts). A
 * visitor's first page then needs no script at all: its links are ordinary links, and the app's
 * code loads with the page they lead to.
 */
export function renderLandingPage(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}
