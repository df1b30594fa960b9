import { z } from 'zod';

/**
 * Where webhooks may be delivered, as the API (when a URL is saved) and the worker (before every
 * delivery) both check it. In production only https URLs reaching public addresses pass;
 * WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true lets loopback and private ranges through for local
 * development and tests. Link-local and cloud metadata addresses stay refused in every mode.
 */
export const webhooksEnvSchema = z.object({
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false']).default('false'),
});

export interface WebhooksConfig {
  allowPrivateNetworks: boolean;
  requireHttps: boolean;
}

export const readWebhooksConfig = (
  env: z.infer<typeof webhooksEnvSchema>,
  { isProduction }: { isProduction: boolean },
): WebhooksConfig => ({
  allowPrivateNetworks: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === 'true',
  requireHttps: isProduction,
});
