import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateWebhookBodySchema,
  translateApiMessage,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookBody,
  type CreateWebhookResponse,
  type WebhookEventType,
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
import { eventHint, eventTitle } from './webhook-events';
import { useCreateWebhook } from './webhooks.api';

interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

/**
 * A webhook's address and the events it receives, checked as the server checks them; Add stays
 * off until there is an address and an event. The server's refusals (an address it will not
 * call, too many webhooks, the plan) show under the form, in the language it answered in.
 */
export function CreateWebhookForm({
  onCreated,
}: {
  onCreated: (created: CreateWebhookResponse) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateWebhook();
  const form = useForm<WebhookFormValues, unknown, CreateWebhookBody>({
    resolver: zodResolver(CreateWebhookBodySchema),
    defaultValues: { url: '', events: [] },
  });
  const errors = form.formState.errors;
  const url = form.watch('url');
  const events = form.watch('events');
  const canSubmit = url.trim() !== '' && events.length > 0 && !create.isPending;
  // The contract's messages are English; the user reads them in the interface language.
  const shown = (message: string | undefined) =>
    message ? translateApiMessage(message, currentLanguage()) : undefined;
  const urlId = `${id}-url`;
  const eventsErrorId = `${id}-events-error`;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        onCreated(answer);
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <FormField
        id={urlId}
        label={t('settings.developers.webhooks.create.url')}
        error={shown(errors.url?.message)}
        className="max-w-xl"
      >
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          disabled={create.isPending}
          placeholder={t('settings.developers.webhooks.create.urlPlaceholder')}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? fieldErrorId(urlId) : `${urlId}-hint`}
          {...form.register('url')}
        />
        {errors.url ? null : (
          <p id={`${urlId}-hint`} className="text-xs text-muted-foreground">
            {t('settings.developers.webhooks.create.urlHint')}
          </p>
        )}
      </FormField>

      <fieldset
        className="flex flex-col gap-3"
        disabled={create.isPending}
        aria-describedby={errors.events ? eventsErrorId : `${id}-events-hint`}
      >
        <legend className="mb-1.5 text-sm font-medium text-foreground">
          {t('settings.developers.webhooks.create.events')}
        </legend>
        <p id={`${id}-events-hint`} className="text-xs text-muted-foreground">
          {t('settings.developers.webhooks.create.eventsHint')}
        </p>
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => {
            const chosen: readonly WebhookEventType[] = field.value;
            const setChosen = (type: WebhookEventType, isChosen: boolean) =>
              field.onChange(
                isChosen
                  ? WEBHOOK_EVENT_TYPES.filter((entry) => entry === type || chosen.includes(entry))
                  : chosen.filter((entry) => entry !== type),
              );
            return (
              <div className="grid gap-2 md:grid-cols-2">
                {WEBHOOK_EVENT_TYPES.map((type) => {
                  const hintId = `${id}-${type}`;
                  return (
                    <label
                      key={type}
                      className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-border p-3"
                    >
                      <Checkbox
                        className="mt-0.5"
                        checked={chosen.includes(type)}
                        disabled={create.isPending}
                        aria-label={eventTitle(t, type)}
                        aria-describedby={hintId}
                        onCheckedChange={(checked) => setChosen(type, checked === true)}
                      />
                      <span className="flex min-w-0 flex-col gap-0.5">
                        <span className="flex flex-wrap items-baseline gap-x-2 text-sm text-foreground">
                          {eventTitle(t, type)}
                          <code className="font-mono text-[11px] text-muted-foreground">
                            {type}
                          </code>
                        </span>
                        <span id={hintId} className="text-xs text-muted-foreground">
                          {eventHint(t, type)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            );
          }}
        />
        {errors.events ? (
          <p id={eventsErrorId} className="text-xs text-danger">
            {shown(errors.events.message)}
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
            ? t('settings.developers.webhooks.create.submitting')
            : t('settings.developers.webhooks.create.submit')}
        </Button>
      </div>
    </form>
  );
}
