import { render } from '@testing-library/react';
import { PlatformBadge } from './platform-badge';

const badge = (platform: string) =>
  render(<PlatformBadge platform={platform} />).container.firstElementChild as HTMLElement;

describe('platform badge', () => {
  it.each(['twitter', 'x', 'tiktok'])(
    'when the brand colour of %s is near black, then dark mode shows it inverted (black on white)',
    (platform) => {
      const element = badge(platform);
      expect(element.className).toContain('dark:bg-(--badge-text)');
      expect(element.className).toContain('dark:text-(--badge-background)');
      expect(element.style.getPropertyValue('--badge-text').toUpperCase()).toBe('#FFFFFF');
    },
  );

  it('when the brand colour shows on dark backgrounds, then it keeps its colours in dark mode', () => {
    const element = badge('linkedin');
    expect(element.className).not.toContain('dark:');
    expect(element.style.getPropertyValue('--badge-background').toUpperCase()).toBe('#0A66C2');
  });
});
