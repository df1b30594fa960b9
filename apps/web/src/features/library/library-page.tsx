import { LibraryBig } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function LibraryPage() {
  return <ComingSoonPage page="library" icon={LibraryBig} />;
}
