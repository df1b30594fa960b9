// What the autopilot's posts are about when the user's keywords run short: broad subjects per
// niche, and general brand subjects for a profile with no niche at all. Noun phrases without an
// article, in each language, so they read well in every format's sentences.
import type { NicheId } from '@postcraft/contracts';
import type { TopicLanguage } from './topic-catalogue.js';

type Subjects = Readonly<Record<TopicLanguage, readonly string[]>>;

export const NICHE_SUBJECTS: Readonly<Record<NicheId, Subjects>> = {
  personal: {
    en: ['morning routines', 'weekend plans', 'personal goals', 'reading', 'small daily wins'],
    fr: [
      'routines du matin',
      'projets du week-end',
      'objectifs personnels',
      'lecture',
      'petites victoires du quotidien',
    ],
  },
  business: {
    en: ['customer service', 'team culture', 'pricing', 'local partnerships', 'client feedback'],
    fr: ['service client', 'culture d’équipe', 'prix', 'partenariats locaux', 'retours clients'],
  },
  creator: {
    en: ['content ideas', 'creative process', 'editing', 'filming setup', 'audience growth'],
    fr: [
      'idées de contenu',
      'processus créatif',
      'montage',
      'matériel de tournage',
      'croissance de l’audience',
    ],
  },
  educational: {
    en: ['study habits', 'learning methods', 'exam preparation', 'note-taking', 'online courses'],
    fr: [
      'habitudes d’étude',
      'méthodes d’apprentissage',
      'révisions',
      'prise de notes',
      'cours en ligne',
    ],
  },
  food: {
    en: ['seasonal ingredients', 'home cooking', 'recipes', 'flavour pairings', 'sourcing'],
    fr: [
      'produits de saison',
      'cuisine maison',
      'recettes',
      'accords de saveurs',
      'approvisionnement',
    ],
  },
  travel: {
    en: ['packing', 'hidden gems', 'travel budgets', 'local food', 'slow travel'],
    fr: ['valise', 'pépites cachées', 'budget voyage', 'cuisine locale', 'voyage lent'],
  },
  'fitness-health': {
    en: ['strength training', 'recovery', 'nutrition', 'mobility', 'sleep'],
    fr: ['renforcement musculaire', 'récupération', 'nutrition', 'mobilité', 'sommeil'],
  },
  'fashion-beauty': {
    en: ['capsule wardrobes', 'skincare', 'colour palettes', 'accessories', 'everyday makeup'],
    fr: [
      'garde-robe capsule',
      'soin de la peau',
      'palettes de couleurs',
      'accessoires',
      'maquillage du quotidien',
    ],
  },
  comedy: {
    en: [
      'everyday awkwardness',
      'office life',
      'family group chats',
      'Monday mornings',
      'bad ideas',
    ],
    fr: [
      'moments gênants',
      'vie de bureau',
      'groupes de discussion en famille',
      'lundis matin',
      'fausses bonnes idées',
    ],
  },
  charity: {
    en: ['volunteering', 'fundraising', 'community impact', 'donations', 'awareness'],
    fr: ['bénévolat', 'collecte de fonds', 'impact local', 'dons', 'sensibilisation'],
  },
  hobby: {
    en: ['beginner projects', 'tools', 'materials', 'practice routines', 'collections'],
    fr: ['projets pour débuter', 'outils', 'matériaux', 'routines d’entraînement', 'collections'],
  },
  pet: {
    en: ['pet care', 'training', 'pet food', 'grooming', 'playtime'],
    fr: ['soins des animaux', 'éducation', 'alimentation', 'toilettage', 'jeux'],
  },
  news: {
    en: ['industry news', 'fact-checking', 'local stories', 'trends', 'sources'],
    fr: [
      'actualité du secteur',
      'vérification des faits',
      'histoires locales',
      'tendances',
      'sources',
    ],
  },
  'e-commerce': {
    en: ['new arrivals', 'packaging', 'shipping', 'bestsellers', 'gift ideas'],
    fr: ['nouveautés', 'emballage', 'livraison', 'meilleures ventes', 'idées cadeaux'],
  },
  motivational: {
    en: ['mindset', 'habits', 'goal setting', 'resilience', 'focus'],
    fr: ['état d’esprit', 'habitudes', 'objectifs', 'résilience', 'concentration'],
  },
};

/** Subjects any brand can post about: used with a sparse profile, and to widen a small one. */
export const GENERAL_SUBJECTS: Subjects = {
  en: [
    'quality',
    'customer service',
    'attention to detail',
    'teamwork',
    'first impressions',
    'new ideas',
    'planning ahead',
    'everyday routines',
    'craftsmanship',
    'customer feedback',
  ],
  fr: [
    'qualité',
    'service client',
    'souci du détail',
    'travail d’équipe',
    'premières impressions',
    'nouvelles idées',
    'organisation',
    'routines du quotidien',
    'savoir-faire',
    'avis clients',
  ],
};
