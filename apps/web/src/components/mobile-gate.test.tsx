import { render, screen } from '@testing-library/react';
import { App } from '../app/app';
import { MobileGate } from './mobile-gate';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
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
    expect(screen.getByText('AI image and caption generation')).toBeInTheDocument();
    expect(screen.getByText('Social media integration')).toBeInTheDocument();
    expect(screen.getByText('Scheduled publishing')).toBeInTheDocument();
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

  it.each(['/', '/library', '/privacy-policy'])(
    'when a tablet opens %s in the app, then the browser user agent alone decides and the notice is shown',
    (path) => {
      const original = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
      Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => IPAD });
      window.history.pushState({}, '', path);
      try {
        render(<App />);

        expect(
          screen.getByRole('heading', { name: 'Desktop experience only (for now)' }),
        ).toBeInTheDocument();
        expect(screen.getByText(/A mobile version is coming soon/)).toBeInTheDocument();
      } finally {
        if (original) Object.defineProperty(window.navigator, 'userAgent', original);
        else Reflect.deleteProperty(window.navigator, 'userAgent');
        window.history.pushState({}, '', '/');
      }
    },
  );
});
