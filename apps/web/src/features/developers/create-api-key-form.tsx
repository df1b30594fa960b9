import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_LIMITS,
  API_KEY_RESOURCES,
  CreateApiKeyBodySchema,
  translateApiMessage,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreateApiKeyBodyInput,
  type CreateApiKeyResponse,
} from '@postcraft/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldErrorId } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
import { currentLanguage } from '../../i18n/languages';
import { getErrorMessage } from '../../lib/api-client';
import { SCOPE_ACCESSES, toScope } from './api-key-scopes';
import { useCreateApiKey } from './api-keys.api';

export type CreatedApiKey = CreateApiKeyResponse['data'];

/**
 * A key's name and scopes (read or write on each resource), checked as the server checks them;
 * Create stays off until there is a name and a scope. The server's refusals (too many keys, the
 * plan) show under the form, in the language it answered in.
 */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateApiKey();
  const form = useForm<CreateApiKeyBodyInput, unknown, CreateApiKeyBody>({
    resolver: zodResolver(CreateApiKeyBodySchema),
    defaultValues: { name: '', scopes: [] },
  });
  const errors = form.formState.errors;
  const name = form.watch('name');
  const scopes = form.watch('scopes');
  const canSubmit = name.trim() !== '' && scopes.length > 0 && !create.isPending;
  // The contract's messages are English; the user reads them in the interface language.
  const shown = (message: string | undefined) =>
    message ? translateApiMessage(message, currentLanguage()) : undefined;
  const nameId = `${id}-name`;
  const scopesErrorId = `${id}-scopes-error`;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ data }) => {
        form.reset();
        onCreated(data);
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <FormField
        id={nameId}
        label={t('settings.developers.create.name')}
        error={shown(errors.name?.message)}
        className="max-w-md"
        aside={
          <span className="shrink-0 text-muted-foreground tabular-nums">
            {t('contact.form.counter', {
              length: name.trim().length,
              max: API_KEY_LIMITS.nameMaxChars,
            })}
          </span>
        }
      >
        <Input
          id={nameId}
          autoComplete="off"
          disabled={create.isPending}
          placeholder={t('settings.developers.create.namePlaceholder')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? fieldErrorId(nameId) : undefined}
          {...form.register('name')}
        />
      </FormField>

      <fieldset
        className="flex flex-col gap-3"
        disabled={create.isPending}
        aria-describedby={errors.scopes ? scopesErrorId : `${id}-scopes-hint`}
      >
        <legend className="mb-1.5 text-sm font-medium text-foreground">
          {t('settings.developers.create.scopes')}
        </legend>
        <p id={`${id}-scopes-hint`} className="text-xs text-muted-foreground">
          {t('settings.developers.create.scopesHint')}
        </p>
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => {
            const chosen: readonly ApiKeyScope[] = field.value;
            const setChosen = (scope: ApiKeyScope, isChosen: boolean) =>
              field.onChange(
                isChosen ? [...chosen, scope] : chosen.filter((entry) => entry !== scope),
              );
            return (
              <div className="grid gap-3 md:grid-cols-2">
                {API_KEY_RESOURCES.map((resource) => {
                  const title = t(`settings.developers.create.resources.${resource}.title`);
                  return (
                    <div
                      key={resource}
                      role="group"
                      aria-labelledby={`${id}-${resource}`}
                      className="flex flex-col gap-2 rounded-xl border border-border p-3"
                    >
                      <p id={`${id}-${resource}`} className="text-sm font-semibold text-foreground">
                        {title}
                      </p>
                      {SCOPE_ACCESSES.map((access) => {
                        const scope = toScope(resource, access);
                        const hintId = `${id}-${resource}-${access}`;
                        return (
                          <label key={access} className="flex cursor-pointer items-start gap-2.5">
                            <Checkbox
                              className="mt-0.5"
                              checked={chosen.includes(scope)}
                              disabled={create.isPending}
                              aria-label={t(`settings.developers.scopes.${access}`, {
                                resource: title,
                              })}
                              aria-describedby={hintId}
                              onCheckedChange={(checked) => setChosen(scope, checked === true)}
                            />
                            <span className="flex min-w-0 flex-col gap-0.5">
                              <span className="text-sm text-foreground">
                                {t(`settings.developers.create.${access}`)}
                              </span>
                              <span id={hintId} className="text-xs text-muted-foreground">
                                {t(`settings.developers.create.resources.${resource}.${access}`)}
                              </span>
                            </span>
                          </label>
                        );
                      })}
                    </div>
                  );
                })}
              </div>
            );
          }}
        />
        {errors.scopes ? (
          <p id={scopesErrorId} className="text-xs text-danger">
            {shown(errors.scopes.message)}
          </p>
        ) : null}
      </fieldset>

      {isPlanRefusal(create.error) ? (
        <UpgradeNotice error={create.error} />
      ) : create.isError ? (
        <Notice tone="error">{getErrorMessage(create.error, t)}</Notice>
      ) : null}

      <div>
        <Button type="submit" disabled={!canSubmit}>
          {create.isPending
            ? t('settings.developers.create.submitting')
            : t('settings.developers.create.submit')}
        </Button>
      </div>
    </form>
  );
}
