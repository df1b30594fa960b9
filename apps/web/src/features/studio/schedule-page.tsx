import { CalendarClock } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function SchedulePage() {
  return <ComingSoonPage page="schedule" icon={CalendarClock} />;
}
