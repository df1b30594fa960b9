import type { PaymentProvider } from '@postcraft/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import type { CardFieldProps } from './card-field.types';
import { SandboxCardField } from './sandbox-card-field';

/** Stripe's field and script load only for a server that takes cards with Stripe. */
const StripeCardField = lazy(async () => ({
  default: (await import('./stripe-card-field')).StripeCardField,
}));

/** Who draws the card field, by the configuration's provider; nobody when billing is off. */
const CARD_FIELDS: Record<PaymentProvider, ComponentType<CardFieldProps> | null> = {
  sandbox: SandboxCardField,
  stripe: StripeCardField,
  off: null,
};

/** The card field of the configured payment provider (see card-field.types.ts). */
export function CardField(props: CardFieldProps) {
  const Field = CARD_FIELDS[props.config.provider];
  if (Field === null) return null;
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
}
