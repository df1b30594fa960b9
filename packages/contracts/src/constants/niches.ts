import { z } from 'zod';

/** The 15 niches a user picks from during onboarding and in niche settings (spec 000 §3). */
export const NICHE_IDS = [
  'personal',
  'business',
  'creator',
  'educational',
  'food',
  'travel',
  'fitness-health',
  'fashion-beauty',
  'comedy',
  'charity',
  'hobby',
  'pet',
  'news',
  'e-commerce',
  'motivational',
] as const;

export const NicheIdSchema = /* @__PURE__ */ z.enum(NICHE_IDS);
export type NicheId = z.infer<typeof NicheIdSchema>;

export interface NicheDefinition {
  readonly id: NicheId;
  /** Every title ends in 'Accounts', as on the product's niche cards. */
  readonly title: `${string} Accounts`;
  readonly description: string;
  /** Name of a lucide-react icon component, e.g. 'GraduationCap'. */
  readonly icon: string;
}

export const NICHES = [
  {
    id: 'personal',
    title: 'Personal Accounts',
    description: 'Share your everyday life, thoughts and milestones with friends and followers.',
    icon: 'User',
  },
  {
    id: 'business',
    title: 'Business Accounts',
    description: 'Promote your company, its products and services to win new customers.',
    icon: 'Briefcase',
  },
  {
    id: 'creator',
    title: 'Creator Accounts',
    description: 'Grow an audience around your videos, art and original content.',
    icon: 'Clapperboard',
  },
  {
    id: 'educational',
    title: 'Educational Accounts',
    description: 'Teach skills, explain ideas and share knowledge in bite-sized posts.',
    icon: 'GraduationCap',
  },
  {
    id: 'food',
    title: 'Food Accounts',
    description: 'Show recipes, restaurant finds and cooking tips that make people hungry.',
    icon: 'UtensilsCrossed',
  },
  {
    id: 'travel',
    title: 'Travel Accounts',
    description: 'Inspire trips with destinations, travel guides and stories from the road.',
    icon: 'Plane',
  },
  {
    id: 'fitness-health',
    title: 'Fitness & Health Accounts',
    description: 'Share workouts, nutrition advice and healthy habits that motivate.',
    icon: 'Dumbbell',
  },
  {
    id: 'fashion-beauty',
    title: 'Fashion & Beauty Accounts',
    description: 'Post outfits, styling ideas, makeup looks and beauty routines.',
    icon: 'Shirt',
  },
  {
    id: 'comedy',
    title: 'Comedy Accounts',
    description: 'Make people laugh with sketches, memes and funny takes.',
    icon: 'Laugh',
  },
  {
    id: 'charity',
    title: 'Charity Accounts',
    description: 'Raise awareness, rally volunteers and collect donations for your cause.',
    icon: 'HeartHandshake',
  },
  {
    id: 'hobby',
    title: 'Hobby Accounts',
    description: 'Share your passion projects, collections and crafts with fellow enthusiasts.',
    icon: 'Palette',
  },
  {
    id: 'pet',
    title: 'Pet Accounts',
    description: 'Celebrate your animals with cute moments, care tips and daily adventures.',
    icon: 'PawPrint',
  },
  {
    id: 'news',
    title: 'News Accounts',
    description: 'Report and comment on the latest stories and trends in your field.',
    icon: 'Newspaper',
  },
  {
    id: 'e-commerce',
    title: 'E-commerce Accounts',
    description: 'Drive sales for your online shop with product showcases and offers.',
    icon: 'ShoppingCart',
  },
  {
    id: 'motivational',
    title: 'Motivational Accounts',
    description: 'Lift people up with quotes, mindset tips and stories of success.',
    icon: 'Flame',
  },
] as const satisfies readonly NicheDefinition[];
