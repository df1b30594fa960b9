import { UserRound } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ProfilePage() {
  return <ComingSoonPage page="profile" icon={UserRound} />;
}
