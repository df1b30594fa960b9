import { Sparkles } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function CreatePromptPage() {
  return <ComingSoonPage page="createPrompt" icon={Sparkles} />;
}
