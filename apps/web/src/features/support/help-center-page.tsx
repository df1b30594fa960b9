import { CircleHelp } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function HelpCenterPage() {
  return <ComingSoonPage page="helpCenter" icon={CircleHelp} />;
}
