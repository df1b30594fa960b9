/** How long the browser may take to read a file's length before the check is left to the server. */
const PROBE_TIMEOUT_MS = 8_000;

/**
 * A video file's length in seconds as the browser reads it from its header, or null when it
 * cannot tell (a format it does not play, or no media support): the server checks it anyway.
 */
export function probeVideoDuration(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function' || typeof document === 'undefined') {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (duration: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => finish(video.duration), { once: true });
    video.addEventListener('error', () => finish(null), { once: true });
    // Media events come later, on their own task: the timer is set by then.
    const timer = setTimeout(() => finish(null), PROBE_TIMEOUT_MS);
    video.src = url;
  });
}
