import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Input, type InputProps } from '../../components/ui/input';

/** A password field with a show/hide button. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? t('auth.password.hide') : t('auth.password.show');

  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={label}
        aria-pressed={isVisible}
        title={label}
        className="absolute inset-y-0 right-0 grid w-11 cursor-pointer place-items-center rounded-r-xl text-muted-foreground transition-colors hover:text-foreground focus-visible:text-foreground focus-visible:outline-none"
      >
        {isVisible ? (
          <EyeOff className="size-4.5" aria-hidden="true" />
        ) : (
          <Eye className="size-4.5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
