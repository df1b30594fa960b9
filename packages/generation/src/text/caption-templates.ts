/** What a generation from the profile alone talks about, per niche. */
export const NICHE_TOPICS: Readonly<Record<string, string>> = {
  personal: 'A moment from my week worth sharing',
  business: 'How we help our customers every day',
  creator: 'Behind the scenes of our latest creation',
  educational: 'One lesson you can use today',
};
