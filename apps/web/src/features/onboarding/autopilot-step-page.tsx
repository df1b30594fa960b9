import { Bot } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function AutopilotStepPage() {
  return <ComingSoonPage page="autopilot" icon={Bot} />;
}
