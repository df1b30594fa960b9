import { Palette } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function BrandSettingsPage() {
  return <ComingSoonPage page="brandSettings" icon={Palette} />;
}
