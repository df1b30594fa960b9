import { Type } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function TextInputPage() {
  return <ComingSoonPage page="textInput" icon={Type} />;
}
