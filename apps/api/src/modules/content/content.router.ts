import {
  ENDPOINTS as E,
  GENERATION_LIMITS,
  GENERATION_MESSAGES,
  type DiscardGenerationResponse,
  type GenerateContentResponse,
  type GenerationAcceptedResponse,
  type GenerationStateResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { ContentGenerator } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import {
  generateImagePost,
  ownerPlanOf,
  scriptWordsRefusal,
  startVideoGeneration,
  throwIfRefused,
  type RenderQueue,
} from '@postcraft/studio';
import type { Request, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { localize, requestLanguage } from '../../lib/request-language.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { tooManyAtOnce, type UsageLimiters } from '../../lib/usage-limits.js';
import { validate } from '../../lib/validate.js';
import { discardGeneration } from './discard-generation.service.js';
import { listOwnGenerations } from './list-generations.service.js';
import { generationStateOf, waitForVideo } from './video-generation.service.js';

export interface ContentRouterDeps {
  storage: MediaStorage;
  generator: ContentGenerator;
  /** Where video renders are queued for the worker; null: videos are not available. */
  jobQueue: RenderQueue | null;
  /** False with BILLING=off: no plan limit, no credit spent. */
  billingEnabled: boolean;
}

/** `Prefer: respond-async` (RFC 7240): answer 202 at once and let the client follow the render. */
const wantsAsync = (req: Request) => /\brespond-async\b/iu.test(req.get('prefer') ?? '');

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
 * and credits later. Each user has a rate of generations (counted before anything else, bad
 * input included) and a number at once, held until the work ends even if the client left.
 */
export function createContentRouter(
  { storage, generator, jobQueue, billingEnabled }: ContentRouterDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'generationRate' | 'generationSlots'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/content', authenticator);

  mount(E.generateContent, usage.generationRate, async (req, res) => {
    refuseLongDescription(req);
    const { body } = validate(req, E.generateContent);
    const ownerId = asOwnerId(authOf(req).userId);
    if (body.contentType === 'video') {
      const generation = await startVideoGeneration(
        ownerId,
        body,
        { storage, jobQueue, generatorId: generator.id, billingEnabled },
        requestLanguage(req),
      );
      if (wantsAsync(req)) {
        const accepted: GenerationAcceptedResponse = { success: true, generation };
        res.status(202).set('Preference-Applied', 'respond-async').json(accepted);
        return;
      }
      // A client that leaves stops waiting; the render goes on (the studio can pick it up).
      const left = new AbortController();
      res.on('close', () => left.abort());
      res.json(await waitForVideo(ownerId, generation.generationId, { signal: left.signal }));
      return;
    }
    const plan = await ownerPlanOf(ownerId, { billingEnabled });
    throwIfRefused(scriptWordsRefusal(plan, [body.description]));
    const release = usage.generationSlots.acquire(ownerId);
    if (!release) throw tooManyAtOnce(GENERATION_MESSAGES.tooManyAtOnce);
    let answer: GenerateContentResponse;
    try {
      answer = await generateImagePost(
        ownerId,
        body,
        { storage, generator },
        requestLanguage(req),
        {
          themes: plan.allowance.themes,
        },
      );
    } catch (error) {
      // The provider's own words are for the operator's logs, not for the answer.
      if (error instanceof AppError && error.code.startsWith('generator_')) {
        req.log.warn({ err: error.cause, generator: generator.id }, 'content generator failed');
      }
      throw error;
    } finally {
      release();
    }
    res.json(answer);
  });

  mount(E.listGenerations, async (req, res) => {
    const { query } = validate(req, E.listGenerations);
    res.json(await listOwnGenerations(asOwnerId(authOf(req).userId), query));
  });

  mount(E.getGeneration, async (req, res) => {
    const { params } = validate(req, E.getGeneration);
    const answer: GenerationStateResponse = {
      success: true,
      generation: await generationStateOf(
        asOwnerId(authOf(req).userId),
        params.id,
        { jobQueue },
        requestLanguage(req),
      ),
    };
    res.json(answer);
  });

  mount(E.discardGeneration, async (req, res) => {
    const { params } = validate(req, E.discardGeneration);
    await discardGeneration(storage, asOwnerId(authOf(req).userId), params.id, jobQueue);
    const answer: DiscardGenerationResponse = {
      success: true,
      message: localize(req, GENERATION_MESSAGES.discarded),
    };
    res.json(answer);
  });

  return router;
}
