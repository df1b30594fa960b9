import { zodResolver } from '@hookform/resolvers/zod';
import type { BillingInfo } from '@postcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorId, FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import {
  BillingInfoFormSchema,
  billingFieldMessage,
  OPTIONAL_BILLING_FIELDS,
  serverFieldErrors,
  type BillingField,
  type BillingInfoFormInput,
} from './billing-info-form';
import { countryOptions } from './countries';
import { BILLING_INFO_QUERY_KEY, saveBillingInfo } from './subscription.api';

export interface BillingInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is saved; null before the first save (the form starts from the user's name). */
  billingInfo: BillingInfo | null;
  fallback: Pick<BillingInfo, 'firstName' | 'lastName' | 'email'>;
}

/** The billing information modal (spec 000 §2): eight fields, the first six required. */
export function BillingInfoDialog({
  open,
  onOpenChange,
  billingInfo,
  fallback,
}: BillingInfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{t('billing.info.title')}</DialogTitle>
          <DialogDescription>{t('billing.info.description')}</DialogDescription>
        </DialogHeader>
        <BillingInfoForm
          initial={
            billingInfo ?? {
              ...fallback,
              address: '',
              country: '',
              state: '',
              city: '',
              postalCode: '',
            }
          }
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function BillingInfoForm({
  initial,
  onDone,
}: {
  initial: BillingInfoFormInput;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const countries = useMemo(() => countryOptions(language), [language]);
  const form = useForm<BillingInfoFormInput, unknown, BillingInfo>({
    resolver: zodResolver(BillingInfoFormSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: saveBillingInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(BILLING_INFO_QUERY_KEY, saved);
      onDone();
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        form.setError(field as BillingField, { type: 'server', message });
      }
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));

  const errorOf = (field: BillingField): string | undefined => {
    const error = form.formState.errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    return billingFieldMessage(field, String(form.getValues(field) ?? ''), t);
  };
  const fieldProps = (field: BillingField) => ({
    id: `billing-${field}`,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? fieldErrorId(`billing-${field}`) : undefined,
    'aria-required': OPTIONAL_BILLING_FIELDS.has(field) ? undefined : true,
  });
  const field = (
    name: Exclude<BillingField, 'country'>,
    options: { autoComplete: string; type?: string; wide?: boolean },
  ) => (
    <FormField
      id={`billing-${name}`}
      label={t(`billing.info.fields.${name}`)}
      labelHint={OPTIONAL_BILLING_FIELDS.has(name) ? t('billing.info.optional') : undefined}
      error={errorOf(name)}
      className={cn(options.wide && 'sm:col-span-2')}
    >
      <Input
        {...fieldProps(name)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { autoComplete: 'email', type: 'email', wide: true })}
        {field('address', { autoComplete: 'street-address', wide: true })}
        <FormField
          id="billing-country"
          label={t('billing.info.fields.country')}
          error={errorOf('country')}
        >
          <select
            {...fieldProps('country')}
            autoComplete="country"
            className="h-11 w-full rounded-xl border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger"
            {...form.register('country')}
          >
            <option value="">{t('billing.info.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </FormField>
        {field('state', { autoComplete: 'address-level1' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('postalCode', { autoComplete: 'postal-code' })}
      </div>
      {save.isError ? (
        <Notice tone="error">{getErrorMessage(save.error, t, t('billing.info.failed'))}</Notice>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            {t('billing.purchase.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : null}
          {t('billing.info.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
