import { Megaphone } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function VoiceStepPage() {
  return <ComingSoonPage page="voice" icon={Megaphone} />;
}
