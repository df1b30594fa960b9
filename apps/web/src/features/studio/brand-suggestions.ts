import type { ContentGoal, User } from '@postcraft/contracts';

/** One idea for a post, as a translation key and its values. */
export interface Suggestion {
  key:
    | 'studio.home.ideas.keyword'
    | 'studio.home.ideas.niche'
    | 'studio.home.ideas.goal'
    | 'studio.home.ideas.contentType'
    | 'studio.home.ideas.behindTheScenes';
  values: Record<string, string>;
}

const MAX_SUGGESTIONS = 5;

/** The brand's keywords as the user typed them (comma or line separated), each once. */
export function brandKeywords(text: string): string[] {
  const words = text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
  return [...new Set(words.map((word) => word.toLowerCase()))].map(
    (lower) => words.find((word) => word.toLowerCase() === lower) ?? lower,
  );
}

/**
 * Post ideas drawn from the user's brand profile: keywords first, then the niche, the content
 * goals and the preferred content types. A profile with nothing yet gets one generic idea.
 */
export function buildSuggestions(
  user: Pick<
    User,
    'brandKeywords' | 'niche' | 'contentGoals' | 'preferredContentTypes' | 'companyName'
  >,
  labels: {
    niche: (id: string) => string;
    goal: (goal: ContentGoal) => string;
    contentType: (id: string) => string;
  },
): Suggestion[] {
  const brand = user.companyName.trim();
  const ideas: Suggestion[] = [];
  for (const keyword of brandKeywords(user.brandKeywords).slice(0, 2)) {
    ideas.push({ key: 'studio.home.ideas.keyword', values: { keyword } });
  }
  if (user.niche) {
    ideas.push({
      key: 'studio.home.ideas.niche',
      values: { niche: labels.niche(user.niche.type) },
    });
  }
  for (const goal of user.contentGoals.filter((goal) => goal !== 'other').slice(0, 2)) {
    ideas.push({ key: 'studio.home.ideas.goal', values: { goal: labels.goal(goal), brand } });
  }
  const firstType = user.preferredContentTypes[0];
  if (firstType) {
    ideas.push({
      key: 'studio.home.ideas.contentType',
      values: { type: labels.contentType(firstType.type) },
    });
  }
  ideas.push({ key: 'studio.home.ideas.behindTheScenes', values: { brand } });
  return ideas.slice(0, MAX_SUGGESTIONS);
}
