import { CONTACT_LIMITS } from '@postcraft/contracts';
import type { ParseKeys } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createDateFormat } from '../../lib/date-format';
import { scrollToSection } from '../landing/scroll-to-section';
import { SiteDetails } from './site-details';
import { useSiteInfo } from './site-info.api';

/** Shown as 'Last updated'; change it with the text. */
const POLICY_UPDATED_ON = Date.UTC(2026, 10, 22);

interface PolicySection {
  id: string;
  title: ParseKeys;
  paragraphs: readonly ParseKeys[];
  items?: readonly ParseKeys[];
  /** The operator's contact details follow the text. */
  hasSiteDetails?: boolean;
}

/** The policy's 13 sections, in order (spec 000 §2). */
const SECTIONS: readonly PolicySection[] = [
  {
    id: 'who',
    title: 'privacy.sections.who.title',
    paragraphs: ['privacy.sections.who.p1', 'privacy.sections.who.p2'],
    hasSiteDetails: true,
  },
  {
    id: 'collect',
    title: 'privacy.sections.collect.title',
    paragraphs: ['privacy.sections.collect.p1'],
    items: [
      'privacy.sections.collect.items.account',
      'privacy.sections.collect.items.brand',
      'privacy.sections.collect.items.content',
      'privacy.sections.collect.items.accounts',
      'privacy.sections.collect.items.messages',
      'privacy.sections.collect.items.technical',
      'privacy.sections.collect.items.payments',
    ],
  },
  {
    id: 'use',
    title: 'privacy.sections.use.title',
    paragraphs: ['privacy.sections.use.p1', 'privacy.sections.use.p2'],
  },
  {
    id: 'ai',
    title: 'privacy.sections.ai.title',
    paragraphs: ['privacy.sections.ai.p1', 'privacy.sections.ai.p2'],
  },
  {
    id: 'platforms',
    title: 'privacy.sections.platforms.title',
    paragraphs: [
      'privacy.sections.platforms.p1',
      'privacy.sections.platforms.p2',
      'privacy.sections.platforms.p3',
    ],
  },
  {
    id: 'sharing',
    title: 'privacy.sections.sharing.title',
    paragraphs: ['privacy.sections.sharing.p1'],
  },
  {
    id: 'retention',
    title: 'privacy.sections.retention.title',
    paragraphs: [
      'privacy.sections.retention.p1',
      'privacy.sections.retention.p2',
      'privacy.sections.retention.p3',
    ],
  },
  {
    id: 'security',
    title: 'privacy.sections.security.title',
    paragraphs: ['privacy.sections.security.p1', 'privacy.sections.security.p2'],
  },
  {
    id: 'cookies',
    title: 'privacy.sections.cookies.title',
    paragraphs: ['privacy.sections.cookies.p1', 'privacy.sections.cookies.p2'],
  },
  {
    id: 'children',
    title: 'privacy.sections.children.title',
    paragraphs: ['privacy.sections.children.p1'],
  },
  {
    id: 'rights',
    title: 'privacy.sections.rights.title',
    paragraphs: ['privacy.sections.rights.p1', 'privacy.sections.rights.p2'],
  },
  {
    id: 'transfers',
    title: 'privacy.sections.transfers.title',
    paragraphs: ['privacy.sections.transfers.p1'],
  },
  {
    id: 'contact',
    title: 'privacy.sections.contact.title',
    paragraphs: ['privacy.sections.contact.p1', 'privacy.sections.contact.p2'],
    hasSiteDetails: true,
  },
];

const anchorOf = (id: string) => `privacy-${id}`;

/** /privacy-policy: the policy with a table of contents and the operator's contact details. */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  // The retention the worker applies (CONTACT_RETENTION_DAYS); its default until it is known.
  const days = useSiteInfo().data?.contactRetentionDays ?? CONTACT_LIMITS.retentionDaysDefault;
  // A calendar day, not a moment: written as the day it is in UTC, wherever the reader is.
  const updatedOn = createDateFormat(i18n.resolvedLanguage ?? 'en', 'UTC').longDate(
    POLICY_UPDATED_ON,
  );

  function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(anchorOf(id));
  }

  return (
    <div>
      <div className="border-b border-border/60 bg-gradient-to-b from-primary-soft/70 to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-6 py-16">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/70 px-3 py-1 text-xs font-semibold text-primary">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('privacy.eyebrow')}
          </span>
          <h1 className="text-4xl font-bold tracking-tight text-foreground">
            {t('privacy.title')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('privacy.updated', { date: updatedOn })}
          </p>
          <p className="max-w-2xl text-base leading-relaxed text-muted-foreground">
            {t('privacy.intro')}
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-14 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="privacy-toc"
            className="mb-3 text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase"
          >
            {t('privacy.toc')}
          </h2>
          <ol className="flex flex-col gap-0.5 border-l border-border">
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a
                  href={`#${anchorOf(id)}`}
                  onClick={(event) => jumpTo(event, id)}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                >
                  {t(title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="flex max-w-3xl flex-col gap-12">
          {SECTIONS.map(({ id, title, paragraphs, items, hasSiteDetails }) => (
            <section
              key={id}
              id={anchorOf(id)}
              aria-labelledby={`${anchorOf(id)}-title`}
              className="flex scroll-mt-24 flex-col gap-4"
            >
              <h2
                id={`${anchorOf(id)}-title`}
                className="text-xl font-semibold tracking-tight text-foreground"
              >
                {t(title)}
              </h2>
              {paragraphs.map((key) => (
                <p key={key} className="text-[15px] leading-relaxed text-muted-foreground">
                  {t(key, { days })}
                </p>
              ))}
              {items ? (
                <ul className="flex flex-col gap-2.5 pl-1">
                  {items.map((key) => (
                    <li
                      key={key}
                      className="flex gap-3 text-[15px] leading-relaxed text-muted-foreground"
                    >
                      <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
                      <span>{t(key)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {hasSiteDetails ? <SiteDetails /> : null}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
