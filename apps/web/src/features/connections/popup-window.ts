import { ACCOUNT_CONNECTION_SETTINGS } from '@postcraft/contracts';

/**
 * Opens the 500×650 connection popup centred over the current window. It must be called straight
 * from a click handler, before anything is awaited, or popup blockers refuse it. Answers null
 * when the browser blocked it.
 */
export function openConnectionPopup(): Window | null {
  const { popupWidthPx: width, popupHeightPx: height } = ACCOUNT_CONNECTION_SETTINGS;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
  return window.open('about:blank', 'postcraft-connect', features);
}
