import {
  ENDPOINTS as E,
  STYLE_MESSAGES,
  type CreateStyleResponse,
  type ListStylesResponse,
  type MessageResponse,
} from '@postcraft/contracts';
import type { EntitlementSettings } from '@postcraft/studio';
import type { Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { createStyle, deleteStyle, listStyles } from './styles.service.js';

/** /api/styles: the signed-in user's saved styles (the Library's 'Favorite styles'). */
export function createStylesRouter(
  authenticator: Authenticator,
  entitlements: EntitlementSettings,
): Router {
  const { router, mount } = createEndpointRouter('/api/styles', authenticator);

  mount(E.listStyles, async (req, res) => {
    const answer: ListStylesResponse = { data: { styles: await listStyles(authOf(req).userId) } };
    res.json(answer);
  });

  mount(E.createStyle, async (req, res) => {
    const { body } = validate(req, E.createStyle);
    const answer: CreateStyleResponse = {
      data: { style: await createStyle(authOf(req).userId, body, entitlements) },
    };
    res.status(201).json(answer);
  });

  mount(E.deleteStyle, async (req, res) => {
    const { params } = validate(req, E.deleteStyle);
    await deleteStyle(authOf(req).userId, params.id);
    const answer: MessageResponse = { message: localize(req, STYLE_MESSAGES.deleted) };
    res.json(answer);
  });

  return router;
}
