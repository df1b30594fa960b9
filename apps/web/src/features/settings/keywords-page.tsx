import { Tags } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function KeywordsPage() {
  return <ComingSoonPage page="keywords" icon={Tags} />;
}
