import { Coins } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function CreditsPage() {
  return <ComingSoonPage page="credits" icon={Coins} />;
}
