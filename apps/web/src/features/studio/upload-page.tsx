import { Upload } from 'lucide-react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function UploadPage() {
  return <ComingSoonPage page="upload" icon={Upload} />;
}
