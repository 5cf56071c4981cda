import { AVATAR_SIZE_PX } from '@rally/shared/profiles/profiles.limits';

// sharp (native, ~80 ms to load) is needed only when someone uploads an avatar: load it then, not at start.
let loadingSharp: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () => {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
};

/** What the spec's picker promises; SVG, TIFF, HEIF and the rest are refused even though sharp reads them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a small file declaring a huge canvas. 50 MP is beyond any phone photo's need. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an upload as an image and re-encodes it as a square WebP avatar, or answers null when it is
 * not an image we accept. The type is decided by decoding the content, never by name or declared type.
 * Turned upright by its EXIF orientation, then written without any metadata (sharp keeps none unless
 * asked), so location tags and anything appended to the file are gone.
 */
export async function toAvatarWebp(upload: Buffer): Promise<Buffer | null> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(upload, options).metadata();
    if (!ACCEPTED_FORMATS.has(format ?? '')) return null;
    return await sharp(upload, { ...options, autoOrient: true })
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Undecodable content is the expected "not an image" case, not a failure of ours.
    return null;
  }
}
