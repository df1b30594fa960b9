import { Clapperboard } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ReelsPage() {
  return <ComingSoonPage page="reels" icon={Clapperboard} />;
}
