import { CalendarDays } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { Notice } from '../../components/ui/notice';

export function CalendarPage() {
  const state = useLocation().state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : null;
  return (
    <>
      {message ? (
        <Notice tone="success" className="mx-auto mt-6 w-full max-w-2xl">
          {message}
        </Notice>
      ) : null}
      <ComingSoonPage page="calendar" icon={CalendarDays} />
    </>
  );
}
