import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

/** The language switcher and theme toggle that sit at the right of every top bar. */
export function HeaderControls() {
  return (
    <div className="flex items-center gap-1.5">
      <LanguageSwitcher />
      <ThemeToggle />
    </div>
  );
}
