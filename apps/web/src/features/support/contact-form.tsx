import { CONTACT_LIMITS } from '@postcraft/contracts';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldErrorId } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { Textarea } from '../../components/ui/textarea';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSendContactMessage } from './contact.api';
import {
  hasErrors,
  validateContactForm,
  type ContactField,
  type ContactFieldError,
  type ContactFormValues,
} from './contact-validation';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'company', 'message'];

export interface ContactFormProps {
  /** A signed-in user's name and email, so they only write the message. */
  initialValues?: Partial<Pick<ContactFormValues, 'name' | 'email' | 'company'>>;
  className?: string;
}

/** Per-field messages from a 400 answer (`issues[].path[0]`), when the server sent them. */
function readServerIssues(error: unknown): Partial<Record<ContactField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const byField: Partial<Record<ContactField, string>> = {};
  for (const issue of issues as { path?: unknown[]; message?: unknown }[]) {
    const field = issue.path?.[0];
    if (typeof field === 'string' && FIELD_ORDER.includes(field as ContactField)) {
      byField[field as ContactField] ??= String(issue.message ?? '');
    }
  }
  return byField;
}

/**
 * The contact form of the landing page's TALK TO US and of /contact: checked with the server's
 * limits before sending, then replaced by a thank-you card once the message is accepted.
 */
export function ContactForm({ initialValues, className }: ContactFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const blank: ContactFormValues = {
    name: initialValues?.name ?? '',
    email: initialValues?.email ?? '',
    company: initialValues?.company ?? '',
    message: '',
  };
  const [values, setValues] = useState<ContactFormValues>(blank);
  const [isChecked, setIsChecked] = useState(false);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>(
    {},
  );
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const send = useSendContactMessage();
  /** Where focus goes after the form and the thank-you card swap places. */
  const [focusAfterSwap, setFocusAfterSwap] = useState<'thanks' | ContactField | null>(null);

  useEffect(() => {
    if (focusAfterSwap === null) return;
    if (focusAfterSwap === 'thanks') thanksRef.current?.focus();
    else fieldRefs.current[focusAfterSwap]?.focus();
    setFocusAfterSwap(null);
  }, [focusAfterSwap]);

  const errors = isChecked ? validateContactForm(values) : {};
  const serverIssues = readServerIssues(send.error);
  const fieldIds = Object.fromEntries(
    FIELD_ORDER.map((field) => [field, `${idPrefix}-${field}`]),
  ) as Record<ContactField, string>;

  function describeError(error: ContactFieldError | undefined): string | undefined {
    if (!error) return undefined;
    return t(`contact.form.errors.${error.key}`, {
      max: 'max' in error ? error.max : undefined,
      min: 'min' in error ? error.min : undefined,
    });
  }

  function errorOf(field: ContactField): string | undefined {
    return describeError(errors[field]) ?? serverIssues[field];
  }

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A new edit answers the server's complaint; it is shown again if the next send fails.
    if (send.isError) send.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setIsChecked(true);
    const found = validateContactForm(values);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(values.company.trim() ? { company: values.company.trim() } : {}),
    };
    send.mutate(body, {
      onSuccess: () => {
        setSentTo({ name: body.name, email: body.email });
        setFocusAfterSwap('thanks');
      },
    });
  }

  function startAgain() {
    send.reset();
    setValues(blank);
    setIsChecked(false);
    setSentTo(null);
    setFocusAfterSwap(blank.name ? 'message' : 'name');
  }

  if (sentTo) {
    return (
      <div className={cn('flex flex-col items-center gap-4 px-6 py-12 text-center', className)}>
        <span className="grid size-14 place-items-center rounded-full bg-success/12 text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h3
          ref={thanksRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-foreground focus:outline-none"
        >
          {t('contact.thanks.title', { name: sentTo.name })}
        </h3>
        <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
          {t('contact.thanks.body', { email: sentTo.email })}
        </p>
        <Button variant="outline" onClick={startAgain} className="mt-2">
          {t('contact.thanks.again')}
        </Button>
      </div>
    );
  }

  const inputProps = (field: ContactField) => {
    const error = errorOf(field);
    return {
      id: fieldIds[field],
      value: values[field],
      disabled: send.isPending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? fieldErrorId(fieldIds[field]) : undefined,
    };
  };
  const messageLength = values.message.trim().length;
  const showGeneralError = send.isError && Object.keys(serverIssues).length === 0;

  return (
    <form
      noValidate
      aria-label={t('contact.form.label')}
      aria-busy={send.isPending}
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-5', className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldIds.name} label={t('contact.form.name')} error={errorOf('name')}>
          <Input
            {...inputProps('name')}
            ref={(node) => {
              if (node) fieldRefs.current.name = node;
            }}
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            onChange={(event) => update('name', event.target.value)}
          />
        </FormField>
        <FormField id={fieldIds.email} label={t('contact.form.email')} error={errorOf('email')}>
          <Input
            {...inputProps('email')}
            ref={(node) => {
              if (node) fieldRefs.current.email = node;
            }}
            type="email"
            autoComplete="email"
            placeholder={t('contact.form.emailPlaceholder')}
            onChange={(event) => update('email', event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        id={fieldIds.company}
        label={t('contact.form.company')}
        labelHint={t('contact.form.optional')}
        error={errorOf('company')}
      >
        <Input
          {...inputProps('company')}
          ref={(node) => {
            if (node) fieldRefs.current.company = node;
          }}
          autoComplete="organization"
          placeholder={t('contact.form.companyPlaceholder')}
          onChange={(event) => update('company', event.target.value)}
        />
      </FormField>
      <FormField
        id={fieldIds.message}
        label={t('contact.form.message')}
        error={errorOf('message')}
        aside={
          <span
            className={cn(
              'shrink-0 tabular-nums text-muted-foreground',
              messageLength > CONTACT_LIMITS.messageMaxChars && 'text-danger',
            )}
          >
            {t('contact.form.counter', {
              length: messageLength,
              max: CONTACT_LIMITS.messageMaxChars,
            })}
          </span>
        }
      >
        <Textarea
          {...inputProps('message')}
          ref={(node) => {
            if (node) fieldRefs.current.message = node;
          }}
          rows={6}
          placeholder={t('contact.form.messagePlaceholder')}
          onChange={(event) => update('message', event.target.value)}
        />
      </FormField>

      {showGeneralError ? <Notice tone="error">{getErrorMessage(send.error, t)}</Notice> : null}

      <div className="flex flex-col-reverse items-start justify-between gap-4 sm:flex-row sm:items-center">
        <p className="text-xs text-muted-foreground">
          {t('contact.form.privacyNote')}{' '}
          <a href="/privacy-policy" className="font-medium text-primary hover:underline">
            {t('contact.form.privacyLink')}
          </a>
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          <Send className="size-4" aria-hidden="true" />
          {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
