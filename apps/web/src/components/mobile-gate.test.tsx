import { render, screen } from '@testing-library/react';
import { MobileGate } from './mobile-gate';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('mobile gate', () => {
  it('when the visitor is on a phone, then the desktop-only notice replaces the app', () => {
    render(
      <MobileGate userAgent={IPHONE}>
        <p>app</p>
      </MobileGate>,
    );

    expect(
      screen.getByRole('heading', { name: 'Desktop experience only (for now)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI video and image generation')).toBeInTheDocument();
    expect(screen.getByText('Social media integration')).toBeInTheDocument();
    expect(screen.getByText('Automated scheduling')).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('when the visitor is on a desktop, then the app is shown', () => {
    render(
      <MobileGate userAgent={DESKTOP}>
        <p>app</p>
      </MobileGate>,
    );

    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
