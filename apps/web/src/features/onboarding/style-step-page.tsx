import { Palette } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function StyleStepPage() {
  return <ComingSoonPage page="style" icon={Palette} />;
}
