/** Placeholder rows while a list loads; announced once as loading, not row by row. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="divide-y">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} aria-hidden className="flex animate-pulse items-center gap-3 px-5 py-4">
          <span className="size-12 rounded-full bg-muted" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-40 rounded bg-muted" />
            <span className="block h-3 w-24 rounded bg-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}
