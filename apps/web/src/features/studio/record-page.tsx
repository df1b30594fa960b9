import { AudioLines } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function RecordPage() {
  return <ComingSoonPage page="record" icon={AudioLines} />;
}
