import { cn } from '../../lib/cn.ts';

type LogoProps = { className?: string; variant?: 'full' | 'mark' };

function LogoArt({ tone, variant }: { tone: 'light' | 'dark'; variant: 'full' | 'mark' }) {
  const ball = tone === 'light' ? '#c2410c' : '#fb923c';
  const seam = tone === 'light' ? '#ffffff' : '#0b1120';
  const word = tone === 'light' ? '#0f172a' : '#f8fafc';
  const width = variant === 'full' ? 112 : 32;
  return (
    <svg viewBox={`0 0 ${width} 32`} className="h-full w-auto" aria-hidden focusable="false">
      <circle cx="16" cy="16" r="14" fill={ball} />
      <path
        d="M4.5 11.5c7 2.5 16 2.5 23 0M4.5 20.5c7-2.5 16-2.5 23 0M16 2.5c-4 8-4 19 0 27"
        fill="none"
        stroke={seam}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      {variant === 'full' ? (
        <text
          x="38"
          y="23.5"
          fill={word}
          fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
          fontSize="22"
          fontWeight="800"
          letterSpacing="-0.5"
          fontStyle="italic"
        >
          Rally
        </text>
      ) : null}
    </svg>
  );
}

/** The Rally logo; both variants are drawn and CSS shows the one matching the theme on <html>. */
export function Logo({ className, variant = 'full' }: LogoProps) {
  return (
    <span role="img" aria-label="Rally" className={cn('inline-flex h-8 items-center', className)}>
      <span className="contents dark:hidden">
        <LogoArt tone="light" variant={variant} />
      </span>
      <span className="hidden h-full dark:contents">
        <LogoArt tone="dark" variant={variant} />
      </span>
    </span>
  );
}
