import { Send } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function WherePostPage() {
  return <ComingSoonPage page="wherePost" icon={Send} />;
}
