import { API_ERROR_MESSAGES, ENDPOINTS as E } from '@postcraft/contracts';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '@postcraft/media';
import type { Request, RequestHandler, Response, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';

const NOT_FOUND = API_ERROR_MESSAGES.fileNotFound;

/** Stored names are random and never reused, so a file at a URL never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Answers a miss: 404, or 429 with Retry-After once the client's address missed too often
 * (`missLimiter`, counted on misses only, so a client's files keep loading however often
 * it guessed wrong).
 */
function refuseMiss(req: Request, res: Response, missLimiter: RequestHandler): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    void missLimiter(req, res, (error?: unknown) => {
      reject(error ?? new AppError('not_found', NOT_FOUND));
    });
  });
}

/**
 * GET /media/<key>: files of the media storage (logos, generated images, uploads), public like
 * any image of a web page; their names hold 128 random bits, so they cannot be listed or
 * guessed, and a client that keeps missing is slowed down by `missLimiter`. The storage refuses
 * keys that could leave its folder and serves only the types it stores (never SVG or HTML).
 */
export function createMediaRouter(storage: MediaStorage, missLimiter: RequestHandler): Router {
  const { router, mount } = createEndpointRouter('/media');

  mount(E.getMediaFile, async (req, res) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const media = await storage.read(segments.join('/'));
    if (!media) return refuseMiss(req, res, missLimiter);

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

  router.use((req, res) => refuseMiss(req, res, missLimiter));

  return router;
}
