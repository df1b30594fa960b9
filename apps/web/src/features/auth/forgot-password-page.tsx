import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { Button } from '../../components/ui/button';

export function ForgotPasswordPage() {
  const { t } = useTranslation();

  return (
    <ComingSoonPage page="forgotPassword" icon={KeyRound} framed={false}>
      <Button asChild variant="outline">
        <Link to="/login">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.backToLogin')}
        </Link>
      </Button>
    </ComingSoonPage>
  );
}
