import { Split } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ChooseSourcePage() {
  return <ComingSoonPage page="chooseSource" icon={Split} />;
}
