import { ArrowLeft, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { Button } from '../../components/ui/button';

export function SignupPage() {
  const { t } = useTranslation();

  return (
    <ComingSoonPage page="signup" icon={UserPlus} framed={false}>
      <Button asChild variant="outline">
        <Link to="/login">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.backToLogin')}
        </Link>
      </Button>
    </ComingSoonPage>
  );
}
