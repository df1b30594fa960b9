import type { MailLanguage } from '../mail/mail-language.js';
import { escapeMailHtml, type MailMessage } from '../mail/mail-message.js';
import type { AutopilotPauseReason } from './autopilot.schemas.js';

/** The autopilot's notifications, in the user's language. */
interface AutopilotNotificationTexts {
  awaitingTitle: string;
  /** One per planned batch: how many posts wait, and the first one's time (already formatted). */
  awaiting: (count: number) => string;
  expiredTitle: string;
  expired: string;
  /** A planned video whose render had not ended (or failed) at its time, twice. */
  expiredVideo: string;
  movedTitle: string;
  pausedTitle: string;
  paused: Record<AutopilotPauseReason, string>;
}

export const AUTOPILOT_NOTIFICATION_TEXTS: Record<MailLanguage, AutopilotNotificationTexts> = {
  en: {
    awaitingTitle: 'Posts to approve',
    awaiting: (count) =>
      count === 1
        ? 'Autopilot planned 1 post. Approve it to have it published.'
        : `Autopilot planned ${count} posts. Approve them to have them published.`,
    expiredTitle: 'Planned post not published',
    expired:
      'A planned post was still awaiting approval at its time, twice, so it was not published.',
    expiredVideo: 'A planned video was not ready at its time, twice, so it was not published.',
    movedTitle: 'Planned post moved',
    pausedTitle: 'Autopilot paused',
    paused: {
      plan: 'Autopilot is part of Premium: it stopped planning posts. Subscribe again to resume it.',
      credits:
        'Autopilot paused: a planned video needs more credits than you have left. Buy credits, or take videos out of your content types, to resume it.',
      no_accounts: 'Autopilot has no connected account to post to. Connect one to resume it.',
      no_profile:
        'Autopilot needs your niche, goals or keywords to plan topics. Complete your brand profile.',
    },
  },
  fr: {
    awaitingTitle: 'Posts à approuver',
    awaiting: (count) =>
      count === 1
        ? 'Le pilote automatique a prévu 1 post. Approuvez-le pour qu’il soit publié.'
        : `Le pilote automatique a prévu ${count} posts. Approuvez-les pour qu’ils soient publiés.`,
    expiredTitle: 'Post prévu non publié',
    expired:
      'Un post prévu attendait encore votre approbation à son heure, deux fois : il n’a pas été publié.',
    expiredVideo:
      'Une vidéo prévue n’était pas prête à son heure, deux fois : elle n’a pas été publiée.',
    movedTitle: 'Post prévu déplacé',
    pausedTitle: 'Pilote automatique en pause',
    paused: {
      plan: 'Le pilote automatique fait partie de Premium : il ne prévoit plus de posts. Reprenez Premium pour le relancer.',
      credits:
        'Pilote automatique en pause : une vidéo prévue demande plus de crédits qu’il ne vous en reste. Achetez des crédits, ou retirez les vidéos de vos types de contenu, pour le relancer.',
      no_accounts:
        'Le pilote automatique n’a aucun compte connecté où publier. Connectez-en un pour le relancer.',
      no_profile:
        'Le pilote automatique a besoin de votre niche, de vos objectifs ou de vos mots-clés pour prévoir des sujets. Complétez votre profil de marque.',
    },
  },
};

const APPROVAL_MAIL: Record<
  MailLanguage,
  {
    subject: (count: number) => string;
    intro: string;
    open: string;
    settings: string;
    signature: string;
  }
> = {
  en: {
    subject: (count) => (count === 1 ? '1 post to approve' : `${count} posts to approve`),
    intro: 'Autopilot planned these posts. They are published only once you approve them:',
    open: 'Review and approve them here:',
    settings: 'You can turn these e-mails off in Settings.',
    signature: 'The Postcraft team',
  },
  fr: {
    subject: (count) => (count === 1 ? '1 post à approuver' : `${count} posts à approuver`),
    intro:
      'Le pilote automatique a prévu ces posts. Ils ne sont publiés qu’une fois approuvés\u00a0:',
    open: 'Relisez-les et approuvez-les ici\u00a0:',
    settings: 'Vous pouvez désactiver ces e-mails dans les Paramètres.',
    signature: 'L’équipe Postcraft',
  },
};

/** One line of the approval mail: when (formatted in the user's zone) and what. */
export interface ApprovalMailLine {
  when: string;
  topic: string;
}

/** The mail sent with each batch awaiting approval (turned off by emailOnAutopilotApproval). */
export function autopilotApprovalMail(
  to: string,
  language: MailLanguage,
  lines: readonly ApprovalMailLine[],
  approvalsUrl: string,
): MailMessage {
  const texts = APPROVAL_MAIL[language];
  const listText = lines.map((line) => `- ${line.when}: ${line.topic}`).join('\n');
  const listHtml = lines
    .map((line) => `<li>${escapeMailHtml(line.when)}: ${escapeMailHtml(line.topic)}</li>`)
    .join('');
  return {
    to,
    subject: texts.subject(lines.length),
    text: `${texts.intro}\n\n${listText}\n\n${texts.open} ${approvalsUrl}\n\n${texts.settings}\n\n${texts.signature}`,
    html: `<p>${texts.intro}</p><ul>${listHtml}</ul><p>${texts.open} <a href="${escapeMailHtml(approvalsUrl)}">${escapeMailHtml(approvalsUrl)}</a></p><p>${texts.settings}</p><p>${texts.signature}</p>`,
  };
}
