import {
  CreateStyleBodySchema,
  CreateStyleResponseSchema,
  ListStylesResponseSchema,
  StyleParamsSchema,
} from '../../styles/styles.schemas.js';
import { MessageResponseSchema } from '../../auth/auth.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'Saved styles';

/** The signed-in user's saved styles (the Library's 'Favorite styles'), under /api/styles. */
export const STYLE_ENDPOINTS = defineEndpoints({
  listStyles: {
    method: 'get',
    path: '/api/styles',
    tag,
    summary: 'List your saved styles',
    auth: 'user',
    answer: { kind: 'json', schema: ListStylesResponseSchema },
    errors: [401, 403],
  },
  createStyle: {
    method: 'post',
    path: '/api/styles',
    tag,
    summary: 'Save a style',
    description:
      'A style with its generation settings (`seed`, `contentType`, `source`, `colors`), or a clone of a page (`sourceUrl`, http or https). 100 styles per user at most.',
    auth: 'user',
    body: CreateStyleBodySchema,
    answer: { kind: 'json', schema: CreateStyleResponseSchema, statuses: [201] },
    errors: [400, 401, 403],
  },
  deleteStyle: {
    method: 'delete',
    path: '/api/styles/{id}',
    tag,
    summary: 'Delete a saved style',
    auth: 'user',
    params: StyleParamsSchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 401, 403, 404],
  },
});
