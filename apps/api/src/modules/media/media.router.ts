import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '@postcraft/media';
import { Router } from 'express';
import { AppError } from '../../lib/app-error.js';

const NOT_FOUND = API_ERROR_MESSAGES.fileNotFound;

/** Stored names are random and never reused, so a file at a URL never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /media/<key>: files of the media storage (logos today), public like any image of a web
 * page; their names are random, so they cannot be listed or guessed. The storage refuses keys
 * that could leave its folder and serves only the types it stores (never SVG or HTML).
 */
export function createMediaRouter(storage: MediaStorage): Router {
  const router = Router();

  router.get('/*key', async (req, res) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const media = await storage.read(segments.join('/'));
    if (!media) throw new AppError('not_found', NOT_FOUND);

    res.set({
      'Content-Type': media.contentType,
      'Content-Length': String(media.size),
      'Cache-Control': CACHE_FOREVER,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    try {
      await pipeline(media.body, res);
    } catch (error) {
      // The client went away mid-file, or the disk failed after the headers went out: the
      // answer can only be cut short.
      req.log.warn({ err: error }, 'media file not fully sent');
    }
  });

  router.use((_req, _res) => {
    throw new AppError('not_found', NOT_FOUND);
  });

  return router;
}
