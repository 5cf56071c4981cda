/** Where the pins of the drawn map sit, as percentages of its width and height. */
const PINS = [
  { x: 30, y: 38, color: '#c2410c' },
  { x: 66, y: 28, color: '#15803d' },
  { x: 76, y: 66, color: '#1d4ed8' },
] as const;

/**
 * A small street map drawn in SVG for the landing page's illustration: a park, a river, streets
 * and three game pins around the visitor. No map library and no tiles, so it costs a few hundred
 * bytes and paints with the page. Colours come from the theme's tokens, so it reads in both themes.
 */
export function PreviewMap() {
  return (
    <div className="relative aspect-[4/3] w-full sm:aspect-[16/10] overflow-hidden bg-muted">
      <svg
        aria-hidden
        focusable="false"
        viewBox="0 0 320 200"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <rect
          x="18"
          y="108"
          width="96"
          height="70"
          rx="10"
          className="fill-emerald-200 dark:fill-emerald-900/70"
        />
        <rect
          x="196"
          y="10"
          width="70"
          height="52"
          rx="10"
          className="fill-emerald-200 dark:fill-emerald-900/70"
        />
        <path
          d="M-10 150 C 60 120 110 190 180 160 S 280 110 340 140 L 340 210 L -10 210 Z"
          className="fill-sky-200 dark:fill-sky-900/70"
        />
        <g className="fill-none stroke-card" strokeLinecap="round">
          <path d="M0 84 H320" strokeWidth="9" />
          <path d="M148 0 V200" strokeWidth="9" />
          <path d="M0 30 H320 M0 132 H120 M60 0 V84 M230 84 V200 M270 0 V84" strokeWidth="5" />
          <path d="M148 84 L 320 12" strokeWidth="5" />
        </g>
      </svg>
      {PINS.map((pin) => (
        <span
          key={`${pin.x}-${pin.y}`}
          className="absolute flex size-6 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full rounded-br-none rotate-45 border-2 border-white shadow-md"
          style={{ left: `${pin.x}%`, top: `${pin.y}%`, backgroundColor: pin.color }}
        >
          <span className="size-2 rounded-full bg-white" />
        </span>
      ))}
      {/* The visitor's own position: a pulsing blue dot, as on the Find Games map. */}
      <span className="absolute top-[58%] left-[48%] flex size-4 -translate-x-1/2 -translate-y-1/2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-blue-500/60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-4 rounded-full border-2 border-white bg-blue-600 shadow" />
      </span>
    </div>
  );
}
