import { ACCOUNT_CONNECTION_SETTINGS, ConnectedAccountResultSchema } from '@postcraft/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '../../components/ui/card';
import { setAuthFlagCookies } from './auth-flag-cookies';
import type { AuthMessage } from './connection-messages';
import { getPlatformName } from './platform-names';

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The message for the opener, read from the query the server redirected here with. */
function readPopupResult(params: URLSearchParams, unreadable: string): AuthMessage {
  const platform = params.get('platform') ?? '';
  const sessionId = params.get('sessionId') || null;
  const error = params.get('error');
  const account = ConnectedAccountResultSchema.safeParse(parseJson(params.get('accountData')));
  if (!error && account.success) {
    return {
      type: 'auth:success',
      platform,
      connectedAccount: account.data,
      sessionId,
    };
  }
  return {
    type: 'auth:error',
    platform,
    error: error || unreadable,
    needsProfessional: params.get('needsProfessional') === 'true',
    sessionId,
  };
}

/**
 * /popup/close, where the connection popup ends (spec 000 §4). It tells the window that opened it
 * how the connection went, leaves the auth_refresh flag cookies on success (in case the message
 * is lost), then closes itself. It has no app chrome: it fills the 500×650 popup.
 */
export function PopupClosePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unreadable = t('connections.popup.unreadable');
  const result = useMemo(() => readPopupResult(params, unreadable), [params, unreadable]);
  const hasReported = useRef(false);

  useEffect(() => {
    const settings = ACCOUNT_CONNECTION_SETTINGS;
    const isSuccess = result.type === 'auth:success';
    if (!hasReported.current) {
      hasReported.current = true;
      if (isSuccess) setAuthFlagCookies(result.platform);
      try {
        (window.opener as Window | null)?.postMessage(result, window.location.origin);
      } catch {
        // An opener on another origin cannot be told; the cookies and the polling still can.
      }
    }
    const closeTimer = setTimeout(
      () => window.close(),
      isSuccess ? settings.popupCloseOnSuccessMs : settings.popupCloseOnErrorMs,
    );
    // A window the browser will not let a script close goes home instead.
    const fallbackTimer = isSuccess
      ? setTimeout(() => void navigate('/', { replace: true }), settings.popupFallbackRedirectMs)
      : undefined;
    return () => {
      clearTimeout(closeTimer);
      clearTimeout(fallbackTimer);
    };
  }, [navigate, result]);

  const name = getPlatformName(result.platform);
  const isSuccess = result.type === 'auth:success';
  const Icon = isSuccess ? CircleCheck : CircleAlert;

  return (
    <main className="grid min-h-screen place-items-center bg-background p-6">
      <Card className="flex w-full max-w-sm flex-col items-center gap-3 px-6 py-10 text-center">
        <span
          className={
            isSuccess
              ? 'grid size-12 place-items-center rounded-2xl bg-success/10 text-success'
              : 'grid size-12 place-items-center rounded-2xl bg-danger/10 text-danger'
          }
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-foreground" role="status">
          {isSuccess
            ? t('connections.popup.connected', { platform: name })
            : t('connections.popup.failed')}
        </h1>
        {result.type === 'auth:error' ? (
          <p className="text-sm text-foreground">{result.error}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {isSuccess ? t('connections.popup.closing') : t('connections.popup.closeHint')}
        </p>
      </Card>
    </main>
  );
}
