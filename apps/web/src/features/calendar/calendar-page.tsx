import { CalendarDays } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function CalendarPage() {
  return <ComingSoonPage page="calendar" icon={CalendarDays} />;
}
