import { BadgeCheck } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function PaymentCompletionPage() {
  return <ComingSoonPage page="paymentCompletion" icon={BadgeCheck} />;
}
