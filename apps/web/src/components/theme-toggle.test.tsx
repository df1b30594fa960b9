import { fireEvent, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '../lib/theme';
import { ThemeToggle } from './theme-toggle';

describe('theme toggle', () => {
  it('when pressed, then dark mode is applied and remembered, and pressing again undoes it', () => {
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
