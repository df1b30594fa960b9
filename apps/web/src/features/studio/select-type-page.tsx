import { Shapes } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function SelectTypePage() {
  return <ComingSoonPage page="selectType" icon={Shapes} />;
}
