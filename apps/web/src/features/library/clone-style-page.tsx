import { Copy } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function CloneStylePage() {
  return <ComingSoonPage page="cloneStyle" icon={Copy} />;
}
