import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

export type GalleryImage = { id: string; url: string; alt: string };

type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** What the grid is, for screen readers ("Images of Season opener"). */
  label: string;
  /** The creator's remove button on each image; left out for readers. */
  onRemove?: (image: GalleryImage) => void;
  removing?: boolean;
};

/** A grid of thumbnails; each opens full size in a dialog that Escape closes. */
export function ImageGallery({ images, label, onRemove, removing = false }: ImageGalleryProps) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id} className="relative">
            <button
              type="button"
              className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
              onClick={() => setOpen(image)}
            >
              <img src={image.url} alt={image.alt} loading="lazy" className="size-full object-cover" />
              <span className="sr-only">Open image {index + 1} full size</span>
            </button>
            {onRemove ? (
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-1 right-1 size-8 rounded-full shadow"
                disabled={removing}
                onClick={() => onRemove(image)}
              >
                <XIcon aria-hidden />
                <span className="sr-only">
                  Remove image {index + 1} of {image.alt}
                </span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DialogContent title={open.alt} className="max-w-4xl">
            <img
              src={open.url}
              alt={open.alt}
              className="mx-auto max-h-[75dvh] w-auto max-w-full object-contain"
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
