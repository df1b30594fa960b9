import {
  ENDPOINTS as E,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES as W,
  type CreateWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
  type RotateWebhookSecretResponse,
  type WebhookResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import {
  createOwnWebhook,
  deleteOwnWebhook,
  listOwnWebhookDeliveries,
  listOwnWebhooks,
  rotateOwnWebhookSecret,
  testOwnWebhook,
  updateOwnWebhook,
  type WebhooksDeps,
} from './webhooks.service.js';

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

/**
 * The user's webhooks, under /api/user (Settings → Developers). The signed-in session only: a
 * key never adds, changes or reads webhooks (their secrets sign what the user's server trusts).
 */
export function createWebhooksRouter(authenticator: Authenticator, deps: WebhooksDeps): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  mount(E.listWebhooks, async (req, res) => {
    const answer: ListWebhooksResponse = {
      success: true,
      data: { webhooks: await listOwnWebhooks(ownerOf(req)) },
    };
    res.json(answer);
  });

  mount(E.createWebhook, async (req, res) => {
    const { body } = validate(req, E.createWebhook);
    const { webhook, secret } = await createOwnWebhook(ownerOf(req), body, deps);
    const answer: CreateWebhookResponse = {
      success: true,
      message: localize(req, W.created),
      id: webhook._id,
      secret,
      webhook,
    };
    res.status(201).json(answer);
  });

  mount(E.updateWebhook, async (req, res) => {
    const { params, body } = validate(req, E.updateWebhook);
    const webhook = await updateOwnWebhook(ownerOf(req), params.id, body, deps);
    const answer: WebhookResponse = { success: true, message: localize(req, W.updated), webhook };
    res.json(answer);
  });

  mount(E.deleteWebhook, async (req, res) => {
    const { params } = validate(req, E.deleteWebhook);
    await deleteOwnWebhook(ownerOf(req), params.id);
    res.json({ success: true, message: localize(req, W.deleted) });
  });

  mount(E.rotateWebhookSecret, async (req, res) => {
    const { params } = validate(req, E.rotateWebhookSecret);
    const { webhook, secret } = await rotateOwnWebhookSecret(ownerOf(req), params.id, deps);
    const answer: RotateWebhookSecretResponse = {
      success: true,
      message: localize(req, W.rotated),
      secret,
      webhook,
    };
    res.json(answer);
  });

  mount(E.testWebhook, async (req, res) => {
    const { params } = validate(req, E.testWebhook);
    const delivery = await testOwnWebhook(ownerOf(req), params.id, deps);
    res.status(202).json({ success: true, message: localize(req, W.testQueued), delivery });
  });

  mount(E.listWebhookDeliveries, async (req, res) => {
    const { params, query } = validate(req, E.listWebhookDeliveries);
    const { deliveries, total } = await listOwnWebhookDeliveries(
      ownerOf(req),
      params.id,
      query.page,
    );
    const limit = WEBHOOK_LIMITS.deliveriesPageSize;
    const answer: ListWebhookDeliveriesResponse = {
      success: true,
      data: {
        deliveries,
        pagination: { page: query.page, limit, total, pages: Math.ceil(total / limit) },
      },
    };
    res.json(answer);
  });

  return router;
}
