import {
  GENERATION_LIMITS,
  GENERATION_MESSAGES,
  GenerateContentRequestSchema,
  type DiscardGenerationResponse,
  type GenerateContentResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { ContentGenerator } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { authOf, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import { discardGeneration } from './discard-generation.service.js';
import { generateContent } from './generate-content.service.js';

export interface ContentRouterDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  generator: ContentGenerator;
}

const GenerationParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A description over the limit has its own code, so the studio can say so beside the field. */
function refuseLongDescription(req: Request) {
  const description = (req.body as { description?: unknown } | undefined)?.description;
  if (
    typeof description === 'string' &&
    description.trim().length > GENERATION_LIMITS.descriptionMaxChars
  ) {
    throw new AppError('description_too_long', GENERATION_MESSAGES.descriptionTooLong);
  }
}

/**
 * /api/content: the content studio's generation. Signed in only: a generation costs compute now
 * and credits later.
 */
export function createContentRouter({ config, storage, generator }: ContentRouterDeps): Router {
  const router = Router();
  router.use(requireAuth(config));

  router.post('/generate', async (req, res) => {
    refuseLongDescription(req);
    const { body } = validate(req, { body: GenerateContentRequestSchema });
    const answer: GenerateContentResponse = await generateContent(
      asOwnerId(authOf(req).userId),
      body,
      { storage, generator },
    );
    res.json(answer);
  });

  router.delete('/generations/:id', async (req, res) => {
    const { params } = validate(req, { params: GenerationParamsSchema });
    await discardGeneration(storage, asOwnerId(authOf(req).userId), params.id);
    const answer: DiscardGenerationResponse = {
      success: true,
      message: GENERATION_MESSAGES.discarded,
    };
    res.json(answer);
  });

  return router;
}
