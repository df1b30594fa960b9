import sharp from 'sharp';
import { ImageRejectedError } from './image-rejected-error.js';
import { processLogo, type ProcessLogoOptions } from './process-logo.js';
import type { LogoRenderJob, LogoRenderReply } from './logo-render.protocol.js';

/**
 * The process one logo is checked and rasterised in (see logo-renderer.ts): it says it is
 * ready, takes one job, answers and ends. Its parent kills it when it takes too long, so nothing
 * it draws (an SVG's filters, a huge TIFF) can hold up the API's own threads.
 */

// One libvips thread and no cache: a render uses at most one core and keeps nothing.
sharp.concurrency(1);
sharp.cache(false);

function reply(message: LogoRenderReply): void {
  process.send?.(message, () => process.disconnect());
}

async function run({ bytes, options }: LogoRenderJob): Promise<void> {
  try {
    const logo = await processLogo(bytes, options satisfies ProcessLogoOptions);
    reply({ kind: 'done', logo });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      reply({ kind: 'rejected', reason: error.reason, detail: error.detail });
    } else {
      reply({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  }
}

// The parent went away (or is done with this process): nothing is left to do here.
process.on('disconnect', () => process.exit(0));
process.once('message', (job: LogoRenderJob) => void run(job));
process.send?.({ kind: 'ready' } satisfies LogoRenderReply);
