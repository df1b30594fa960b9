import { Mic } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function AudioInputPage() {
  return <ComingSoonPage page="audioInput" icon={Mic} />;
}
