import { Gem } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function PlanPage() {
  return <ComingSoonPage page="plan" icon={Gem} />;
}
