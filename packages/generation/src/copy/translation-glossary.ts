// A small English–French glossary of what posts are about, for "in French" / "in English":
// the nouns of the fifteen niches' prompts, their usual modifiers, and the words of facts.

/** `english|french|gender of the French noun` (m or f), one per line. */
const NOUN_LINES = `
apple|pomme|f
bag|sac|m
bakery|boulangerie|f
banana|banane|f
bread|pain|m
brunch|brunch|m
butter|beurre|m
cake|gâteau|m
candle|bougie|f
caramel|caramel|m
care|soin|m
cheese|fromage|m
chocolate|chocolat|m
class|cours|m
club|club|m
coffee|café|m
collection|collection|f
cookie|cookie|m
course|formation|f
croissant|croissant|m
dinner|dîner|m
dog|chien|m
cat|chat|m
dress|robe|f
drive|collecte|f
event|événement|m
food|nourriture|f
garden|jardin|m
gift|cadeau|m
grooming|toilettage|m
hazelnut|noisette|f
honey|miel|m
jacket|veste|f
lemon|citron|m
lunch|déjeuner|m
market|marché|m
menu|menu|m
newsletter|newsletter|f
offer|offre|f
opening|ouverture|f
package|formule|f
pastry|pâtisserie|f
pie|tarte|f
pilates|pilates|m
pistachio|pistache|f
pizza|pizza|f
podcast|podcast|m
pottery|poterie|f
pumpkin|potiron|m
raspberry|framboise|f
recipe|recette|f
ring|bague|f
sale|soldes|m
salad|salade|f
sandwich|sandwich|m
shoe|chaussure|f
shop|boutique|f
soap|savon|m
soup|soupe|f
sourdough|levain|m
strawberry|fraise|f
tart|tarte|f
tea|thé|m
tour|visite|f
trip|voyage|m
vanilla|vanille|f
video|vidéo|f
wine|vin|m
workshop|atelier|m
yoga|yoga|m
`;

/** Modifiers that are flavours: "pistachio croissant" is "croissant à la pistache". */
export const FLAVOURS = new Set([
  'apple',
  'banana',
  'butter',
  'caramel',
  'cheese',
  'chocolate',
  'coffee',
  'hazelnut',
  'honey',
  'lemon',
  'pistachio',
  'raspberry',
  'strawberry',
  'vanilla',
]);

/**
 * English adjectives and their French forms (masculine, feminine), and where French puts them:
 * after the noun, or before it for the few that go first ("vrai beurre").
 */
const ADJECTIVE_LINES = `
fresh|frais|fraîche|after
homemade|maison|maison|after
organic|bio|bio|after
local|local|locale|after
vegan|vegan|vegan|after
free|gratuit|gratuite|after
online|en ligne|en ligne|after
outdoor|en plein air|en plein air|after
real|vrai|vraie|before
small|petit|petite|before
big|grand|grande|before
weekly|hebdomadaire|hebdomadaire|after
`;

/** Seasons as modifiers: "autumn menu" is "menu d'automne". */
export const SEASONS: Record<string, string> = {
  spring: 'de printemps',
  summer: 'd’été',
  autumn: 'd’automne',
  fall: 'd’automne',
  winter: 'd’hiver',
  christmas: 'de Noël',
  easter: 'de Pâques',
};

/** Words of facts (dates, quantities), English to French; whole words, in lower case. */
export const FACT_WORDS: Record<string, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
  january: 'janvier',
  february: 'février',
  march: 'mars',
  april: 'avril',
  may: 'mai',
  june: 'juin',
  july: 'juillet',
  august: 'août',
  september: 'septembre',
  october: 'octobre',
  november: 'novembre',
  december: 'décembre',
  only: 'seulement',
  just: 'seulement',
  'a day': 'par jour',
  'per day': 'par jour',
  'a week': 'par semaine',
  'per week': 'par semaine',
  left: 'restants',
  places: 'places',
  spots: 'places',
  seats: 'places',
  pieces: 'pièces',
  until: 'jusqu’à',
  from: 'à partir du',
  'this weekend': 'ce week-end',
  'next weekend': 'le week-end prochain',
  weekend: 'week-end',
  this: 'ce',
  next: 'prochain',
  tomorrow: 'demain',
  tonight: 'ce soir',
  today: 'aujourd’hui',
  'free shipping': 'livraison offerte',
  off: 'de réduction',
  for: 'pour',
  in: 'à',
};

export interface GlossaryNoun {
  en: string;
  fr: string;
  gender: 'm' | 'f';
}

export const NOUNS: readonly GlossaryNoun[] = NOUN_LINES.trim()
  .split('\n')
  .map((line) => {
    const [en, fr, gender] = line.split('|') as [string, string, 'm' | 'f'];
    return { en, fr, gender };
  });

export interface GlossaryAdjective {
  en: string;
  masculine: string;
  feminine: string;
  place: 'before' | 'after';
}

export const ADJECTIVES: readonly GlossaryAdjective[] = ADJECTIVE_LINES.trim()
  .split('\n')
  .map((line) => {
    const [en, masculine, feminine, place] = line.split('|') as [
      string,
      string,
      string,
      'before' | 'after',
    ];
    return { en, masculine, feminine, place };
  });

/** French words of facts with no single English twin above, French to English. */
export const FRENCH_FACT_WORDS: Record<string, string> = {
  'jusqu’au': 'until',
  "jusqu'au": 'until',
  'à partir du': 'from',
  dès: 'from',
  le: 'on',
  chaque: 'every',
};
