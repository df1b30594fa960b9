import {
  CreateStyleBodySchema,
  STYLE_MESSAGES,
  StyleParamsSchema,
  type CreateStyleResponse,
  type ListStylesResponse,
  type MessageResponse,
} from '@postcraft/contracts';
import type { EntitlementSettings } from '@postcraft/studio';
import { Router } from 'express';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { createStyle, deleteStyle, listStyles } from './styles.service.js';

/** /api/styles: the signed-in user's saved styles (the Library's 'Favorite styles'). */
export function createStylesRouter(
  authenticator: Authenticator,
  entitlements: EntitlementSettings,
): Router {
  const router = Router();
  router.use(requireAuth(authenticator));

  router.get('/', async (req, res) => {
    const answer: ListStylesResponse = { data: { styles: await listStyles(authOf(req).userId) } };
    res.json(answer);
  });

  router.post('/', async (req, res) => {
    const { body } = validate(req, { body: CreateStyleBodySchema });
    const answer: CreateStyleResponse = {
      data: { style: await createStyle(authOf(req).userId, body, entitlements) },
    };
    res.status(201).json(answer);
  });

  router.delete('/:id', async (req, res) => {
    const { params } = validate(req, { params: StyleParamsSchema });
    await deleteStyle(authOf(req).userId, params.id);
    const answer: MessageResponse = { message: localize(req, STYLE_MESSAGES.deleted) };
    res.json(answer);
  });

  return router;
}
