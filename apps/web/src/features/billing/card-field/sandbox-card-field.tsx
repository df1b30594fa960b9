import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/languages';
import { readAppliedTheme, subscribeToTheme, type Theme } from '../../../lib/theme';
import { INITIAL_CARD_FIELD_STATE, type CardFieldProps } from './card-field.types';
import { createSandboxFrameChannel } from './sandbox-frame-channel';

/** Until the field says how tall its content is. */
const INITIAL_HEIGHT_PX = 48;

/** The card field's address with the interface language and theme it should show. */
export function sandboxFrameAddress(base: string, language: string, theme: Theme): URL {
  const url = new URL(base, window.location.href);
  url.searchParams.set('lang', language);
  url.searchParams.set('theme', theme);
  return url;
}

/**
 * The payment Sandbox's card field, framed where Stripe Elements would be: the web app never
 * sees the card number, only whether the card is complete and, on confirm, the result.
 */
export function SandboxCardField({ config, controllerRef, onStateChange, label }: CardFieldProps) {
  useTranslation(); // re-renders on a language change, which reloads the field in that language
  const language = currentLanguage();
  const theme = useSyncExternalStore(subscribeToTheme, readAppliedTheme, () => 'light' as const);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT_PX);
  const reportState = useRef(onStateChange);
  reportState.current = onStateChange;

  const base = config.sandboxCardFrameUrl;
  const address = useMemo(
    () => (base ? sandboxFrameAddress(base, language, theme) : null),
    [base, language, theme],
  );

  useEffect(() => {
    if (address === null) return undefined;
    const channel = createSandboxFrameChannel({
      frameOrigin: address.origin,
      getFrameWindow: () => frameRef.current?.contentWindow ?? null,
      onStateChange: (state) => {
        controllerRef.current = state.isReady ? channel : null;
        reportState.current(state);
      },
      onResize: setHeight,
      navigate: (url) => window.location.assign(url),
    });
    const listen = (event: MessageEvent) => channel.handleMessage(event);
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      channel.dispose();
      controllerRef.current = null;
      reportState.current(INITIAL_CARD_FIELD_STATE);
    };
  }, [address, controllerRef]);

  if (address === null) return null;
  return (
    <iframe
      ref={frameRef}
      key={address.href}
      src={address.href}
      title={label}
      className="block w-full border-0 bg-transparent"
      style={{ height }}
    />
  );
}
