import { KeyRound } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function AccountPage() {
  return <ComingSoonPage page="account" icon={KeyRound} />;
}
