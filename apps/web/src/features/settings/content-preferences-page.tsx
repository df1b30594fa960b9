import { LayoutGrid } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ContentPreferencesPage() {
  return <ComingSoonPage page="contentPreferences" icon={LayoutGrid} />;
}
