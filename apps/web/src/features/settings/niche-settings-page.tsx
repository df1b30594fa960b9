import { Target } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function NicheSettingsPage() {
  return <ComingSoonPage page="nicheSettings" icon={Target} />;
}
