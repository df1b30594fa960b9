import { MessageSquare } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function ContactPage() {
  return <ComingSoonPage page="contact" icon={MessageSquare} />;
}
