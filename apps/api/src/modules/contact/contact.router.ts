import { CONTACT_MESSAGES, ContactBodySchema, type MessageResponse } from '@postcraft/contracts';
import { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiters } from '../../lib/rate-limit.js';
import { localize, requestLanguage } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { submitContactMessage } from './contact.service.js';

export interface ContactRouterDeps {
  config: Readonly<ApiConfig>;
  mailer: Mailer;
}

/** POST /api/contact: the public contact form (landing page's TALK TO US and /contact). */
export function createContactRouter(
  { config, mailer }: ContactRouterDeps,
  limiters: Pick<RateLimiters, 'contactPerIp' | 'contactPerEmail'>,
): Router {
  const router = Router();

  router.post('/', limiters.contactPerIp, limiters.contactPerEmail, async (req, res) => {
    const { body } = validate(req, { body: ContactBodySchema });
    await submitContactMessage({ config, mailer, logger: req.log }, body, requestLanguage(req));
    const answer: MessageResponse = { message: localize(req, CONTACT_MESSAGES.sent) };
    res.status(201).json(answer);
  });

  return router;
}
