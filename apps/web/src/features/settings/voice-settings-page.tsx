import { Megaphone } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function VoiceSettingsPage() {
  return <ComingSoonPage page="voiceSettings" icon={Megaphone} />;
}
