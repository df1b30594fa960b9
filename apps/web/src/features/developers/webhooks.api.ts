import {
  ENDPOINTS as E,
  type CreateWebhookBody,
  type CreateWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type RotateWebhookSecretResponse,
  type Webhook,
  type WebhookResponse,
} from '@postcraft/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/**
 * The webhook calls of Settings → Developers, each answer checked against its contract: the
 * user's webhooks, adding one (its signing secret comes back once, in that answer), turning one on
 * or off, a test event, a new secret, deleting one, and its delivery log.
 */

/** The signed-in user's webhooks. */
export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;

/** One webhook's delivery log, page by page. */
export const webhookDeliveriesQueryKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

type DeliveriesPage = ListWebhookDeliveriesResponse['data'];

/** GET /api/user/webhooks */
export async function fetchWebhooks(signal?: AbortSignal): Promise<Webhook[]> {
  return (await callEndpoint(E.listWebhooks, { signal })).data.webhooks;
}

/** POST /api/user/webhooks: the webhook as listed and its signing secret, never shown again. */
export async function createWebhook(body: CreateWebhookBody): Promise<CreateWebhookResponse> {
  return callEndpoint(E.createWebhook, { body });
}

/** PATCH /api/user/webhooks/{id}: on or off. */
export async function setWebhookEnabled(id: string, enabled: boolean): Promise<WebhookResponse> {
  return callEndpoint(E.updateWebhook, { params: { id }, body: { enabled } });
}

/** DELETE /api/user/webhooks/{id}: the webhook and its delivery log. */
export async function deleteWebhook(id: string) {
  return callEndpoint(E.deleteWebhook, { params: { id } });
}

/** POST /api/user/webhooks/{id}/rotate-secret: the new secret, shown once. */
export async function rotateWebhookSecret(id: string): Promise<RotateWebhookSecretResponse> {
  return callEndpoint(E.rotateWebhookSecret, { params: { id } });
}

/** POST /api/user/webhooks/{id}/test: a `webhook.test` event queued (202). */
export async function testWebhook(id: string) {
  return callEndpoint(E.testWebhook, { params: { id } });
}

/** GET /api/user/webhooks/{id}/deliveries?page= */
export async function fetchWebhookDeliveries(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  return (await callEndpoint(E.listWebhookDeliveries, { params: { id }, query: { page }, signal }))
    .data;
}

/** The webhooks (on any plan: a user back on Free may still have webhooks to turn off). */
export function useWebhooks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => fetchWebhooks(signal),
    enabled,
  });
}

/** Puts a webhook as the server answered it in the list at once (first when it is new). */
function useStoreWebhook() {
  const queryClient = useQueryClient();
  return (webhook: Webhook) =>
    queryClient.setQueryData<Webhook[]>(WEBHOOKS_QUERY_KEY, (webhooks) => {
      if (!webhooks) return webhooks;
      return webhooks.some((kept) => kept._id === webhook._id)
        ? webhooks.map((kept) => (kept._id === webhook._id ? webhook : kept))
        : [webhook, ...webhooks];
    });
}

/** Adds a webhook, puts it in the list at once, then reads the list again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: ({ webhook }) => {
      store(webhook);
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true });
    },
  });
}

/** Turns a webhook on or off; the list shows the server's answer. */
export function useSetWebhookEnabled() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: ({ webhook, enabled }: { webhook: Webhook; enabled: boolean }) =>
      setWebhookEnabled(webhook._id, enabled),
    onSuccess: ({ webhook }) => store(webhook),
  });
}

/** Sends a test event; its delivery log is read again to show it. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Webhook) => testWebhook(webhook._id),
    onSuccess: (_answer, webhook) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(webhook._id) }),
  });
}

/** Makes a new signing secret; the list shows the new secret's start. */
export function useRotateWebhookSecret() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: (webhook: Webhook) => rotateWebhookSecret(webhook._id),
    onSuccess: ({ webhook }) => store(webhook),
  });
}

/**
 * Deletes a webhook and takes it off the list at once; the list is read again either way (a
 * webhook deleted elsewhere answers 404 and leaves it too).
 */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(webhook._id),
    onSuccess: (_answer, deleted) => {
      queryClient.setQueryData<Webhook[]>(WEBHOOKS_QUERY_KEY, (webhooks) =>
        webhooks?.filter((webhook) => webhook._id !== deleted._id),
      );
      queryClient.removeQueries({ queryKey: webhookDeliveriesQueryKey(deleted._id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true }),
  });
}

/** A webhook's delivery log, newest first: page 1, then the next pages on demand. */
export function useWebhookDeliveries(id: string) {
  return useInfiniteQuery({
    queryKey: webhookDeliveriesQueryKey(id),
    queryFn: ({ pageParam, signal }) => fetchWebhookDeliveries(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.pages > pagination.page ? pagination.page + 1 : undefined,
  });
}
