import type { ReactNode } from 'react';
import { isMobileUserAgent } from '../lib/is-mobile-user-agent';
import { MobileNotice } from './mobile-notice';

/** Shows the desktop-only notice on small mobile devices, the app everywhere else. */
export function MobileGate({
  children,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
}: {
  children: ReactNode;
  userAgent?: string;
}) {
  return isMobileUserAgent(userAgent) ? <MobileNotice /> : children;
}
