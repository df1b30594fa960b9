import type { Locator } from '@playwright/test';

/** The part of a page's <video> element the tests use (this package has no DOM types). */
interface VideoPlayer {
  muted: boolean;
  duration: number;
  currentTime: number;
  videoWidth: number;
  readyState: number;
  play(): Promise<void>;
  load(): void;
  addEventListener(type: string, listener: () => void): void;
}

/** Plays a video muted for a moment: its length, how far it got and its width, as decoded. */
export function playBriefly(video: Locator, forMs = 500) {
  return video.evaluate(async (element, wait) => {
    const player = element as unknown as VideoPlayer;
    player.muted = true;
    await player.play();
    await new Promise((resolve) => setTimeout(resolve, wait));
    return { duration: player.duration, time: player.currentTime, width: player.videoWidth };
  }, forMs);
}

/** A video's length once its metadata is loaded (a feed's player may not have loaded it yet). */
export function loadedDuration(video: Locator): Promise<number> {
  return video.evaluate((element) => {
    const player = element as unknown as VideoPlayer;
    return new Promise<number>((resolve) => {
      if (player.readyState >= 1) resolve(player.duration);
      player.addEventListener('loadedmetadata', () => resolve(player.duration));
      player.load();
    });
  });
}
