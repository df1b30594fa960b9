import type { ScheduledPost } from '@postcraft/contracts';
import { buildSuggestions } from './brand-suggestions';
import { buildStripDays, hourRows } from './date-strip-days';
import { INITIAL_DRAFT } from './draft-store';
import { nextFreeSlot } from './next-free-slot';
import { buildOutgoingPosts, withCaption } from './outgoing-posts';

function post(scheduledTime: Date): ScheduledPost {
  const iso = scheduledTime.toISOString();
  return {
    _id: iso,
    jobId: 'j',
    scheduledTime: iso,
    originalScheduledTime: iso,
    caption: 'c',
    mediaUrl: null,
    mediaFilePath: null,
    platforms: ['sandbox'],
    status: 'pending',
    type: 'image',
    isOverdue: false,
    timeUntilExecution: 0,
    platformResults: [],
    isPartial: false,
    rescheduledFrom: null,
    createdAt: iso,
    updatedAt: iso,
  };
}

describe('Let Postcraft choose', () => {
  it('takes the next sensible hour with nothing scheduled in it, at least half an hour ahead', () => {
    const now = new Date(2030, 5, 10, 8, 45);
    // 09:00 is only 15 minutes away: too close.
    expect(nextFreeSlot([], now)).toEqual(new Date(2030, 5, 10, 12));
    const taken = [new Date(2030, 5, 10, 12, 15), new Date(2030, 5, 10, 15, 0)];
    expect(nextFreeSlot(taken, now)).toEqual(new Date(2030, 5, 10, 18));
    const late = new Date(2030, 5, 10, 21, 0);
    expect(nextFreeSlot([], late)).toEqual(new Date(2030, 5, 11, 9));
  });
});

describe('what Post Now and Schedule send', () => {
  it('sends one post per generated platform, each with its own asset and caption', () => {
    const draft = {
      ...INITIAL_DRAFT,
      selectedPlatforms: ['sandbox', 'linkedin'] as const,
      generatedAssets: {
        sandbox: { url: '/media/generated/u/s.png', type: 'image' as const, caption: 'S' },
        linkedin: { url: '/media/generated/u/l.png', type: 'image' as const, caption: '' },
      },
      currentPlatform: 'linkedin' as const,
    };
    const edited = {
      ...draft,
      ...withCaption({ ...draft, selectedPlatforms: [...draft.selectedPlatforms] }, 'Edited'),
    };
    expect(buildOutgoingPosts({ ...edited, selectedPlatforms: ['sandbox', 'linkedin'] })).toEqual([
      { platforms: ['sandbox'], type: 'image', caption: 'S', mediaUrl: '/media/generated/u/s.png' },
      {
        platforms: ['linkedin'],
        type: 'image',
        caption: 'Edited',
        mediaUrl: '/media/generated/u/l.png',
      },
    ]);
  });

  it('sends an uploaded file once to every selected platform, with the default caption when empty', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const posts = buildOutgoingPosts({
      ...INITIAL_DRAFT,
      selectedPlatforms: ['sandbox', 'telegram'],
      postType: 'image',
      mediaFile: file,
    });
    expect(posts).toEqual([
      {
        platforms: ['sandbox', 'telegram'],
        type: 'image',
        caption: 'Check out this amazing content!',
        mediaFile: file,
      },
    ]);
  });
});

describe('dashboard', () => {
  it('draws ideas from the brand profile', () => {
    const ideas = buildSuggestions(
      {
        brandKeywords: 'Pumpkin soup, local farms, pumpkin soup',
        niche: { type: 'food', icon: '', description: '' },
        contentGoals: ['grow_audience', 'other'],
        preferredContentTypes: [],
        companyName: 'Costa Foods',
      },
      { niche: () => 'Food', goal: () => 'Grow', contentType: () => 'Static' },
    );
    expect(ideas.map((idea) => idea.values)).toEqual([
      { keyword: 'Pumpkin soup' },
      { keyword: 'local farms' },
      { niche: 'Food' },
      { goal: 'Grow', brand: 'Costa Foods' },
      { brand: 'Costa Foods' },
    ]);
  });

  it('lays out seven days around today with their posts, and hours 08:00 to 23:00', () => {
    const now = new Date(2030, 5, 10, 10);
    const days = buildStripDays(
      now,
      [post(new Date(2030, 5, 11, 7)), post(new Date(2030, 5, 11, 23, 30))],
      now,
    );
    expect(days.map((day) => day.date.getDate())).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(days.map((day) => day.isToday)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(days[3]?.posts).toHaveLength(2);
    const rows = hourRows(days[3]?.posts ?? []);
    expect(rows).toHaveLength(16);
    expect(rows[0]?.hour).toBe(8);
    expect(rows[0]?.posts).toHaveLength(1);
    expect(rows[15]?.hour).toBe(23);
    expect(rows[15]?.posts).toHaveLength(1);
  });
});
