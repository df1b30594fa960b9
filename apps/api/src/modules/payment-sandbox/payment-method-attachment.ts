import type { SandboxContext } from './sandbox-context.js';
import { reviseObject } from './sandbox-store.js';

/** Attaches a payment method to a customer (once), as a successful setup or saved payment does. */
export async function attachPaymentMethod(
  context: SandboxContext,
  paymentMethodId: string,
  customer: string,
): Promise<void> {
  const revision = await reviseObject('payment_method', paymentMethodId, (current) =>
    current.data.customer === customer ? null : { data: { ...current.data, customer } },
  );
  if (revision.isChanged) await context.emit('payment_method.attached', revision.after.data);
}
