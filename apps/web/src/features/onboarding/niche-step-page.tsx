import { Target } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function NicheStepPage() {
  return <ComingSoonPage page="niche" icon={Target} />;
}
