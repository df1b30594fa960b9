import type { MailLanguage } from '../mail/mail-language.js';
import { escapeMailHtml, type MailMessage } from '../mail/mail-message.js';

/** The texts of notifications, in the user's language; `{names}` lists platform names. */
interface NotificationTexts {
  publishedTitle: string;
  published: (names: string) => string;
  failedTitle: string;
  /** `reasons`: 'Platform: reason; Other: reason'. */
  failed: (reasons: string) => string;
  reconnectTitle: string;
  reconnect: (name: string) => string;
  disconnectedTitle: string;
  /** A post came due on an account the user disconnected themselves. */
  disconnected: (name: string) => string;
  /** A failure the platform gave no reason for. */
  unknownReason: string;
  paymentFailedTitle: string;
  /** A Premium renewal's payment was declined; Stripe retries it for a while. */
  paymentFailed: string;
}

export const NOTIFICATION_TEXTS: Record<MailLanguage, NotificationTexts> = {
  en: {
    publishedTitle: 'Post published',
    published: (names) => `Your post was published on ${names}.`,
    failedTitle: 'Post failed',
    failed: (reasons) => `Your post could not be published on ${reasons}`,
    reconnectTitle: 'Reconnect your account',
    reconnect: (name) => `${name} no longer accepts your account: reconnect it to keep posting.`,
    disconnectedTitle: 'Account disconnected',
    disconnected: (name) => `You disconnected ${name}. Reconnect it to publish there again.`,
    unknownReason: 'failed',
    paymentFailedTitle: 'Premium payment failed',
    paymentFailed:
      'We could not charge your card for Premium. Update your card to keep your Premium features.',
  },
  fr: {
    publishedTitle: 'Post publié',
    published: (names) => `Votre post est en ligne sur ${names}.`,
    failedTitle: 'Échec du post',
    failed: (reasons) => `Votre post n’a pas pu être publié sur ${reasons}`,
    reconnectTitle: 'Reconnectez votre compte',
    reconnect: (name) =>
      `${name} n’accepte plus votre compte\u00a0: reconnectez-le pour continuer à publier.`,
    disconnectedTitle: 'Compte déconnecté',
    disconnected: (name) =>
      `Vous avez déconnecté ${name}. Reconnectez-le pour y publier à nouveau.`,
    unknownReason: 'échec',
    paymentFailedTitle: 'Échec du paiement Premium',
    paymentFailed:
      'Nous n’avons pas pu débiter votre carte pour Premium. Mettez-la à jour pour garder vos fonctions Premium.',
  },
};

const FAILURE_MAIL: Record<
  MailLanguage,
  {
    subject: string;
    intro: string;
    caption: string;
    open: string;
    settings: string;
    signature: string;
  }
> = {
  en: {
    subject: 'A post could not be published',
    intro: 'One of your scheduled posts did not go out.',
    caption: 'Caption',
    open: 'Open your calendar to reschedule it:',
    settings: 'You can turn these e-mails off in Settings.',
    signature: 'The Postcraft team',
  },
  fr: {
    subject: 'Un post n’a pas pu être publié',
    intro: 'Un de vos posts programmés n’est pas parti.',
    caption: 'Légende',
    open: 'Ouvrez votre calendrier pour le reprogrammer\u00a0:',
    settings: 'Vous pouvez désactiver ces e-mails dans les Paramètres.',
    signature: 'L’équipe Postcraft',
  },
};

/** The caption excerpt a failure mail quotes. */
const MAIL_CAPTION_CHARS = 180;

/**
 * The e-mail a user gets when a scheduled post failed (unless they turned it off): the
 * notification's message (platforms and reasons), the start of the caption and a calendar link.
 */
export function postFailedMail(
  to: string,
  failure: { message: string; caption: string; calendarUrl: string },
  language: MailLanguage,
): MailMessage {
  const texts = FAILURE_MAIL[language];
  const caption =
    failure.caption.length > MAIL_CAPTION_CHARS
      ? `${failure.caption.slice(0, MAIL_CAPTION_CHARS)}…`
      : failure.caption;
  const lines = [texts.intro, failure.message];
  const text = [
    ...lines,
    '',
    ...(caption ? [`${texts.caption}: ${caption}`, ''] : []),
    texts.open,
    failure.calendarUrl,
    '',
    texts.settings,
    texts.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937">
${lines.map((line) => `<p>${escapeMailHtml(line)}</p>`).join('\n')}
${caption ? `<blockquote style="color:#4b5563">${escapeMailHtml(caption)}</blockquote>` : ''}
<p>${escapeMailHtml(texts.open)} <a href="${escapeMailHtml(failure.calendarUrl)}">${escapeMailHtml(failure.calendarUrl)}</a></p>
<p style="color:#6b7280">${escapeMailHtml(texts.settings)}</p>
<p>${escapeMailHtml(texts.signature)}</p>
</body></html>`;
  return { to, subject: `Postcraft · ${texts.subject}`, text, html };
}

const PAYMENT_FAILED_MAIL: Record<
  MailLanguage,
  { subject: string; intro: string; retry: string; open: string; signature: string }
> = {
  en: {
    subject: 'Your Premium payment failed',
    intro: 'We could not charge your card for your Postcraft Premium subscription.',
    retry:
      'We will try again over the next few days. If every attempt fails, your account returns to the Free plan.',
    open: 'Update your card or billing details here:',
    signature: 'The Postcraft team',
  },
  fr: {
    subject: 'Le paiement de votre abonnement Premium a échoué',
    intro: 'Nous n’avons pas pu débiter votre carte pour votre abonnement Postcraft Premium.',
    retry:
      'Nous réessaierons dans les prochains jours. Si toutes les tentatives échouent, votre compte repassera au plan Free.',
    open: 'Mettez à jour votre carte ou vos informations de facturation ici\u00a0:',
    signature: 'L’équipe Postcraft',
  },
};

/** The e-mail a user gets once when a Premium renewal's payment failed, with a link to fix it. */
export function paymentFailedMail(
  to: string,
  subscriptionUrl: string,
  language: MailLanguage,
): MailMessage {
  const texts = PAYMENT_FAILED_MAIL[language];
  const text = [
    texts.intro,
    texts.retry,
    '',
    texts.open,
    subscriptionUrl,
    '',
    texts.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>${escapeMailHtml(texts.intro)}</p>
<p>${escapeMailHtml(texts.retry)}</p>
<p>${escapeMailHtml(texts.open)} <a href="${escapeMailHtml(subscriptionUrl)}">${escapeMailHtml(subscriptionUrl)}</a></p>
<p>${escapeMailHtml(texts.signature)}</p>
</body></html>`;
  return { to, subject: `Postcraft · ${texts.subject}`, text, html };
}
