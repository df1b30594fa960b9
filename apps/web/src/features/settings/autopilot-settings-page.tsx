import { Bot } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function AutopilotSettingsPage() {
  return <ComingSoonPage page="autopilotSettings" icon={Bot} />;
}
