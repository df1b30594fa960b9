import { PLANS } from '../constants/plans.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

const FREE = PLANS.free.limits;
/** Premium's longest video: the longest any video may last. */
const PREMIUM_VIDEO_SECONDS = 60;

/**
 * What a refusal by the plan's limits says (403 `plan_limit`, 402 `credits_required`): which
 * limit was met and how to lift it. The web app shows it with an Upgrade action.
 */
export const PLAN_LIMIT_MESSAGES = {
  connectedAccounts:
    'Free accounts connect one social account. Upgrade to Premium to connect more.',
  idleAccount: (platform: string) =>
    `Your ${platform} account is idle: Free accounts publish with one social account. Make it your active account, or upgrade to Premium to publish with all of them.`,
  videoLength: `Free videos last at most ${FREE.maxVideoSeconds} seconds. Choose a shorter video, or upgrade to Premium for videos up to ${PREMIUM_VIDEO_SECONDS} seconds.`,
  scriptWords: `Free accounts write scripts of up to ${FREE.maxScriptWords} words. Shorten your text, or upgrade to Premium for longer scripts.`,
  voice:
    'Free videos are narrated in English (two voices) or silent. Choose an English voice or no voice, or upgrade to Premium for French narration.',
  voiceNoteLength: `Free voice notes last at most ${FREE.maxVoiceNoteMinutes} minute. Record a shorter note, or upgrade to Premium for longer ones.`,
  voiceNoteNarration: `Free videos last at most ${FREE.maxVideoSeconds} seconds and this voice note is longer. Record a shorter note, or upgrade to Premium for videos up to ${PREMIUM_VIDEO_SECONDS} seconds.`,
  templates: `Free accounts keep ${FREE.maxTemplates} templates. Delete one or upgrade to Premium for unlimited templates.`,
  autopilot:
    'Autopilot is a Premium feature. Upgrade to Premium to let Postcraft plan and publish your posts.',
  apiKeys:
    'API keys are a Premium feature. Upgrade to Premium to schedule and generate posts from your own scripts.',
  webhooks:
    'Webhooks are a Premium feature. Upgrade to Premium to have your own server told when posts are scheduled or published.',
  reelSource: `Free reels are cut from videos of at most ${FREE.maxReelSourceMinutes} minutes. Upload a shorter video, or upgrade to Premium for videos up to 2 hours.`,
  reelClips: `Free reels come ${FREE.maxReelClips} clips at a time, of at most ${FREE.maxVideoSeconds} seconds each. Ask for fewer or shorter clips, or upgrade to Premium for up to 10 clips of up to 60 seconds.`,
  trialCreditsRequired: (needed: number, available: number) =>
    `Your ${FREE.maxVideos} free videos are used. This video needs ${needed} credits (one per second) and you have ${available}. Buy credits, or upgrade to Premium for a monthly allowance.`,
  creditsRequired: (needed: number, available: number) =>
    `This video needs ${needed} credits (one per second) and you have ${available} left. Buy credits to make it.`,
} as const;

export const PLAN_LIMIT_MESSAGES_FR: FrenchCatalogue<typeof PLAN_LIMIT_MESSAGES> = {
  connectedAccounts:
    'Un compte gratuit connecte un seul compte social. Passez à Premium pour en connecter davantage.',
  idleAccount: (platform) =>
    `Votre compte ${platform} est en veille : un compte gratuit publie avec un seul compte social. Faites-en votre compte actif, ou passez à Premium pour publier avec tous.`,
  videoLength: `Les vidéos gratuites durent au plus ${FREE.maxVideoSeconds} secondes. Choisissez une vidéo plus courte, ou passez à Premium pour des vidéos jusqu’à ${PREMIUM_VIDEO_SECONDS} secondes.`,
  scriptWords: `Un compte gratuit écrit des scripts de ${FREE.maxScriptWords} mots au plus. Raccourcissez votre texte, ou passez à Premium pour des scripts plus longs.`,
  voice:
    'Les vidéos gratuites sont narrées en anglais (deux voix) ou muettes. Choisissez une voix anglaise ou aucune voix, ou passez à Premium pour une narration en français.',
  voiceNoteLength: `Les notes vocales gratuites durent au plus ${FREE.maxVoiceNoteMinutes} minute. Enregistrez une note plus courte, ou passez à Premium pour des notes plus longues.`,
  voiceNoteNarration: `Les vidéos gratuites durent au plus ${FREE.maxVideoSeconds} secondes et cette note vocale est plus longue. Enregistrez une note plus courte, ou passez à Premium pour des vidéos jusqu’à ${PREMIUM_VIDEO_SECONDS} secondes.`,
  templates: `Un compte gratuit garde ${FREE.maxTemplates} modèles. Supprimez-en un, ou passez à Premium pour des modèles illimités.`,
  autopilot:
    'Le pilote automatique est une fonction Premium. Passez à Premium pour que Postcraft programme et publie vos posts.',
  apiKeys:
    'Les clés d’API sont une fonction Premium. Passez à Premium pour programmer et générer des posts depuis vos propres scripts.',
  webhooks:
    'Les webhooks sont une fonction Premium. Passez à Premium pour que votre serveur soit prévenu quand des posts sont programmés ou publiés.',
  reelSource: `Les reels gratuits sont extraits de vidéos de ${FREE.maxReelSourceMinutes} minutes au plus. Envoyez une vidéo plus courte, ou passez à Premium pour des vidéos jusqu’à 2 heures.`,
  reelClips: `Les reels gratuits comptent ${FREE.maxReelClips} clips à la fois, de ${FREE.maxVideoSeconds} secondes au plus chacun. Demandez moins de clips ou des clips plus courts, ou passez à Premium pour 10 clips jusqu’à 60 secondes.`,
  trialCreditsRequired: (needed, available) =>
    `Vos ${FREE.maxVideos} vidéos gratuites sont utilisées. Cette vidéo demande ${needed} crédits (un par seconde) et vous en avez ${available}. Achetez des crédits, ou passez à Premium pour une allocation mensuelle.`,
  creditsRequired: (needed, available) =>
    `Cette vidéo demande ${needed} crédits (un par seconde) et il vous en reste ${available}. Achetez des crédits pour la créer.`,
};
