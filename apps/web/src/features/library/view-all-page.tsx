import { GalleryVerticalEnd } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ViewAllPage() {
  return <ComingSoonPage page="viewAll" icon={GalleryVerticalEnd} />;
}
