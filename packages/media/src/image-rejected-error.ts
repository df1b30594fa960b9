/**
 * Why an upload is not an image we take:
 * - `unsupported_type`: its bytes are not JPEG, PNG, WebP, TIFF, BMP or SVG (whatever its name);
 * - `unreadable`: it starts like one of them but cannot be decoded (truncated, corrupt, a BMP
 *   compression we do not read, an SVG declaring entities);
 * - `too_many_pixels`: decoding it would take more than the allowed number of pixels;
 * - `too_slow`: rendering it took longer than allowed (an SVG of stacked filters, say).
 */
export type ImageRejectionReason =
  'unsupported_type' | 'unreadable' | 'too_many_pixels' | 'too_slow';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    /** What was wrong, for logs. */
    readonly detail: string,
  ) {
    super(`Image rejected (${reason}): ${detail}`);
    this.name = 'ImageRejectedError';
  }
}
