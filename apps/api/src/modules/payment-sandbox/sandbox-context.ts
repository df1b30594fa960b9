import type { PaymentSandboxDeps } from './payment-sandbox.deps.js';
import { createEventEmitter, type EmitEvent } from './sandbox-events.js';

/** What the Sandbox's routes and use cases share: its settings and its event sender. */
export interface SandboxContext {
  deps: PaymentSandboxDeps;
  emit: EmitEvent;
}

export const createSandboxContext = (deps: PaymentSandboxDeps): SandboxContext => ({
  deps,
  emit: createEventEmitter(deps),
});
