import { MonitorPlay } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ResultPage() {
  return <ComingSoonPage page="result" icon={MonitorPlay} />;
}
