import { WandSparkles } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function GenerationOptionsPage() {
  return <ComingSoonPage page="generationOptions" icon={WandSparkles} />;
}
