import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

type Props = { className?: string | undefined; children: ReactNode };

/**
 * Keeps a map that failed to load (its chunk gone after a new release, or the network down) from taking
 * the page down with it: the rest of the page stays, and the map offers a reload. A reload rather than a
 * retry, because browsers remember a failed module import for the life of the page.
 */
export class MapLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className={`flex h-80 w-full flex-col items-center justify-center gap-3 rounded-lg border text-muted-foreground text-sm ${this.props.className ?? ''}`}
      >
        <p>The map could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    );
  }
}
