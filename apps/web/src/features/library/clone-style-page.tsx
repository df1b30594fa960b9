import { ArrowLeft, BookmarkCheck, Copy, Link2, ShieldCheck, Wand2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormField, fieldErrorId } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import type { LibraryLocationState } from './library-page';
import { validateSourceUrl, validateStyleName } from './style-validation';
import { useStyleErrorText } from './use-style-error-text';
import { useCreateStyle } from './styles.api';

const EXPLANATION = [
  { key: 'reference', icon: BookmarkCheck },
  { key: 'match', icon: Wand2 },
  { key: 'yours', icon: ShieldCheck },
] as const;

/** /clone: save the address of a post as a style ('clone') and go back to the library. */
export function CloneStylePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStyle();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [isChecked, setIsChecked] = useState(false);

  const urlError = isChecked ? validateSourceUrl(url) : undefined;
  const nameError = isChecked ? validateStyleName(name) : undefined;
  const describe = useStyleErrorText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
    if (create.isPending) return;
    const firstInvalid = validateSourceUrl(url)
      ? 'clone-url'
      : validateStyleName(name)
        ? 'clone-name'
        : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    create.mutate(
      { kind: 'clone', sourceUrl: url.trim(), name: name.trim() },
      {
        onSuccess: (style) => {
          const state: LibraryLocationState = { savedStyleId: style._id };
          void navigate('/library', { state });
        },
      },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <Link
        to="/library"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('library.clone.back')}
      </Link>
      <PageHeader
        icon={Copy}
        title={t('library.clone.title')}
        description={t('library.clone.subtitle')}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="p-6 sm:p-8">
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
            <FormField id="clone-url" label={t('library.clone.url')} error={describe(urlError)}>
              <div className="relative">
                <Link2
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="clone-url"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  value={url}
                  disabled={create.isPending}
                  placeholder={t('library.clone.urlPlaceholder')}
                  className="pl-10"
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? fieldErrorId('clone-url') : undefined}
                  onChange={(event) => setUrl(event.target.value)}
                />
              </div>
            </FormField>
            <FormField id="clone-name" label={t('library.clone.name')} error={describe(nameError)}>
              <Input
                id="clone-name"
                value={name}
                disabled={create.isPending}
                placeholder={t('library.clone.namePlaceholder')}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? fieldErrorId('clone-name') : undefined}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            {create.isError ? (
              <Notice tone="error">{getErrorMessage(create.error, t)}</Notice>
            ) : null}
            <div className="flex justify-end gap-3 pt-1">
              <Button asChild variant="outline">
                <Link to="/library">{t('library.clone.cancel')}</Link>
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('library.clone.saving') : t('library.clone.save')}
              </Button>
            </div>
          </form>
        </Card>
        <aside
          aria-labelledby="clone-explain"
          className="flex flex-col gap-4 rounded-2xl border border-primary/20 bg-primary-soft/60 p-6"
        >
          <h2 id="clone-explain" className="text-base font-semibold text-foreground">
            {t('library.clone.explain.title')}
          </h2>
          <ul className="flex flex-col gap-4">
            {EXPLANATION.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex items-start gap-3 text-sm leading-relaxed text-foreground"
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-card text-primary shadow-xs">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {t(`library.clone.explain.${key}`)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
