import { CONTACT_MESSAGES, ENDPOINTS as E, type MessageResponse } from '@postcraft/contracts';
import type { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
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
  const { router, mount } = createEndpointRouter('/api/contact');

  mount(E.sendContactMessage, limiters.contactPerIp, limiters.contactPerEmail, async (req, res) => {
    const { body } = validate(req, E.sendContactMessage);
    await submitContactMessage({ config, mailer, logger: req.log }, body, requestLanguage(req));
    const answer: MessageResponse = { message: localize(req, CONTACT_MESSAGES.sent) };
    res.status(201).json(answer);
  });

  return router;
}
