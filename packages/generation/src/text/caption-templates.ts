import type { VoiceToneLabel } from '@postcraft/contracts';

/** How each tone opens a post and invites the reader; several of each, picked by the seed. */
export const TONE_PHRASES: Readonly<
  Record<VoiceToneLabel, { openers: readonly string[]; closers: readonly string[] }>
> = {
  friendly: {
    openers: ['Hey friends!', 'Quick one for you:', 'Guess what?'],
    closers: ['Tell us what you think below!', 'We would love to hear from you.'],
  },
  professional: {
    openers: ['Key insight:', 'Worth knowing:', 'An update:'],
    closers: ['Learn more on our page.', 'Get in touch to find out more.'],
  },
  playful: {
    openers: ['Plot twist:', 'Not to brag, but…', 'Okay, hear us out:'],
    closers: ['You know you want to. 😉', 'Tag someone who needs this.'],
  },
  motivational: {
    openers: ['Start today:', 'Small steps, big change.', 'You have got this:'],
    closers: ['Take the first step now. 🚀', 'Keep going, it adds up.'],
  },
  chill: {
    openers: ['Slow down for a second.', 'A little moment:', 'Soft reminder:'],
    closers: ['Save it for later. ✨', 'Take it easy.'],
  },
  ai: {
    openers: ['Fresh idea:', 'Here is something new:', 'Spotlight:'],
    closers: ['Follow for more.', 'Share it with your people.'],
  },
};

/** A call to action per content goal. */
export const GOAL_CALLS: Readonly<Record<string, string>> = {
  grow_audience: 'Follow us for more like this.',
  build_personal_brand: 'Follow along for the journey.',
  sell_products_services: 'Shop now, link in bio.',
  educate_share_knowledge: 'Save this post to come back to it.',
  entertain_inspire: 'Share it with someone who needs a smile.',
};

/** What a generation from the profile alone talks about, per niche. */
export const NICHE_TOPICS: Readonly<Record<string, string>> = {
  personal: 'A moment from my week worth sharing',
  business: 'How we help our customers every day',
  creator: 'Behind the scenes of our latest creation',
  educational: 'One lesson you can use today',
};

export function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}
