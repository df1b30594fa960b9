import { ListChecks } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function SelectPlatformsPage() {
  return <ComingSoonPage page="selectPlatforms" icon={ListChecks} />;
}
