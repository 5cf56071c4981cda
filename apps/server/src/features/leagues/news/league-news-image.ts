// sharp (native, ~80 ms to load) is needed only when someone uploads an image: load it then, not at start.
let loadingSharp: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () => {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
};

/** The formats a news image may arrive in, as for avatars; SVG, TIFF, HEIF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a small file declaring a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side a stored news image keeps: enough for a full-width photo, not a camera original. */
export const NEWS_IMAGE_LONGEST_SIDE_PX = 1600;

/**
 * Decodes an upload as an image and re-encodes it as WebP with its aspect kept and its longest side at
 * most 1600 px (never enlarged), or answers null when it is not an image we accept. The type is decided
 * by decoding the content, never by name or declared type; the image is turned upright by its EXIF
 * orientation and written without any metadata, so location tags and anything appended are gone.
 */
export async function toNewsImageWebp(upload: Buffer): Promise<Buffer | null> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(upload, options).metadata();
    if (!ACCEPTED_FORMATS.has(format ?? '')) return null;
    return await sharp(upload, { ...options, autoOrient: true })
      .resize(NEWS_IMAGE_LONGEST_SIDE_PX, NEWS_IMAGE_LONGEST_SIDE_PX, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Undecodable content is the expected "not an image" case, not a failure of ours.
    return null;
  }
}
