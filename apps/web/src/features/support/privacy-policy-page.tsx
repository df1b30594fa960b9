import { ShieldCheck } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function PrivacyPolicyPage() {
  return <ComingSoonPage page="privacyPolicy" icon={ShieldCheck} />;
}
