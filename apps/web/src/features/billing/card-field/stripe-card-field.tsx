import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentLanguage } from '../../../i18n/languages';
import { readAppliedTheme, subscribeToTheme, type Theme } from '../../../lib/theme';
import type {
  CardConfirmation,
  CardFieldProps,
  CardFieldState,
  SetupConfirmation,
} from './card-field.types';

/**
 * Stripe Elements' card field. This module (and Stripe's script) is loaded only when the server
 * takes cards with Stripe; it cannot run offline.
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const TEXT_COLOURS: Record<Theme, { text: string; placeholder: string }> = {
  light: { text: '#18181b', placeholder: '#71717a' },
  dark: { text: '#f4f4f5', placeholder: '#a1a1aa' },
};

function cardOptions(theme: Theme): StripeCardElementOptions {
  const colours = TEXT_COLOURS[theme];
  return {
    style: {
      base: {
        color: colours.text,
        fontSize: '15px',
        '::placeholder': { color: colours.placeholder },
      },
    },
  };
}

export function StripeCardField(props: CardFieldProps) {
  const key = props.config.publishableKey;
  if (key === null) return null;
  return (
    <Elements stripe={stripeFor(key)} options={{ locale: currentLanguage() }}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ controllerRef, onStateChange }: CardFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const stripe = useStripe();
  const elements = useElements();
  const theme = useSyncExternalStore(subscribeToTheme, readAppliedTheme, () => 'light' as const);
  const state = useRef<CardFieldState>({ isReady: false, isComplete: false, error: null });

  function report(next: Partial<CardFieldState>) {
    state.current = { ...state.current, ...next };
    setError(state.current.error);
    onStateChange(state.current);
  }

  useEffect(() => {
    if (!stripe || !elements) return undefined;
    controllerRef.current = {
      async confirm(clientSecret, returnUrl): Promise<CardConfirmation> {
        const card = elements.getElement(CardElement);
        if (!card) return { status: 'card-error', message: null };
        const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card },
          return_url: returnUrl,
        });
        if (error) return { status: 'card-error', message: error.message ?? null };
        return paymentIntent.status === 'succeeded'
          ? { status: 'succeeded', paymentIntentId: paymentIntent.id }
          : { status: 'not-succeeded' };
      },
      async confirmSetup(clientSecret, returnUrl): Promise<SetupConfirmation> {
        const card = elements.getElement(CardElement);
        if (!card) return { status: 'card-error', message: null };
        const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card },
          return_url: returnUrl,
        });
        if (error) return { status: 'card-error', message: error.message ?? null };
        return setupIntent.status === 'succeeded'
          ? { status: 'succeeded', setupIntentId: setupIntent.id }
          : { status: 'not-succeeded' };
      },
    };
    return () => {
      controllerRef.current = null;
    };
  }, [stripe, elements, controllerRef]);

  return (
    <div className="flex flex-col gap-1.5">
      <div className="rounded-xl border border-input bg-card px-3.5 py-3 shadow-xs">
        <CardElement
          options={cardOptions(theme)}
          onReady={() => report({ isReady: true })}
          onChange={(event) =>
            report({ isComplete: event.complete, error: event.error?.message ?? null })
          }
        />
      </div>
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
