import { Outlet } from 'react-router-dom';
import { PublicShell } from './public-shell';

export interface PublicLayoutProps {
  /** Pages that are not full-bleed (help centre, contact) get the page's width and padding. */
  contained?: boolean;
}

/** The public pages' layout in the app's router (the landing page's own bundle uses the shell). */
export function PublicLayout({ contained = false }: PublicLayoutProps) {
  return (
    <PublicShell contained={contained}>
      <Outlet />
    </PublicShell>
  );
}
