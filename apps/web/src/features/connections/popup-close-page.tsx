import { Link2 } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** Opened in the 500×650 social-connection popup, so it has no app chrome. */
export function PopupClosePage() {
  return (
    <main className="grid min-h-screen place-items-center bg-background p-6">
      <ComingSoonPage page="popupClose" icon={Link2} />
    </main>
  );
}
