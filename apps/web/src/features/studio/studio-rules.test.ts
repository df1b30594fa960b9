import type { ScheduledPost } from '@postcraft/contracts';
import { groupByDay } from '../calendar/calendar-dates';
import { buildSuggestions } from './brand-suggestions';
import { buildStripDays, hourRows } from './date-strip-days';
import { INITIAL_DRAFT, type DraftState } from './draft-store';
import { defaultScheduleTime } from './default-schedule-time';
import {
  buildOutgoingPosts,
  withCaption,
  withCustomCaption,
  withUploadCaption,
} from './outgoing-posts';

function post(scheduledTime: Date): ScheduledPost {
  const iso = scheduledTime.toISOString();
  return {
    _id: iso,
    jobId: 'j',
    scheduledTime: iso,
    originalScheduledTime: iso,
    caption: 'c',
    captions: {},
    mediaUrl: null,
    carouselUrls: [],
    mediaFilePath: null,
    platforms: ['sandbox'],
    status: 'pending',
    type: 'image',
    isOverdue: false,
    timeUntilExecution: 0,
    platformResults: [],
    isPartial: false,
    rescheduledFrom: null,
    autopilot: null,
    createdAt: iso,
    updatedAt: iso,
  };
}

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

  it('when the draft is a generated video, then each platform gets its .mp4 as a video post (no poster, no slides)', () => {
    const draft: DraftState = {
      ...INITIAL_DRAFT,
      selectedPlatforms: ['tiktok', 'linkedin'],
      postType: 'video',
      generatedAssets: {
        tiktok: {
          url: '/media/generated/u/v-1080x1920.mp4',
          type: 'video',
          caption: 'Autumn menu #food',
          posterUrl: '/media/generated/u/v-1080x1920.jpg',
          captionsUrl: '/media/generated/u/v.vtt',
          durationSeconds: 15,
        },
        linkedin: { url: '/media/generated/u/v-1080x1080.mp4', type: 'video', caption: 'Menu' },
      },
    };
    expect(buildOutgoingPosts(draft)).toEqual([
      {
        platforms: ['tiktok'],
        type: 'video',
        caption: 'Autumn menu #food',
        mediaUrl: '/media/generated/u/v-1080x1920.mp4',
      },
      {
        platforms: ['linkedin'],
        type: 'video',
        caption: 'Menu',
        mediaUrl: '/media/generated/u/v-1080x1080.mp4',
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
        captions: {},
        mediaFile: file,
      },
    ]);
  });

  it("sends a platform's own caption in captions when the user customised it; the others share the caption", () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    let draft: DraftState = {
      ...INITIAL_DRAFT,
      selectedPlatforms: ['sandbox', 'telegram'],
      currentPlatform: 'telegram',
      caption: 'For everyone',
      postType: 'image',
      mediaFile: file,
    };
    draft = { ...draft, ...withCustomCaption(draft, 'telegram', true) };
    draft = { ...draft, ...withUploadCaption(draft, 'Only on Telegram') };
    expect(buildOutgoingPosts(draft)[0]).toMatchObject({
      caption: 'For everyone',
      captions: { telegram: 'Only on Telegram' },
    });
    draft = { ...draft, ...withCustomCaption(draft, 'telegram', false) };
    expect(buildOutgoingPosts(draft)[0]?.captions).toEqual({});
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

  it('lays out seven days around today in the user’s zone with their posts, and hours 08:00 to 23:00 there, an earlier post’s hour before them', () => {
    const zone = 'America/New_York';
    const now = new Date('2030-06-10T14:00:00Z');
    // 07:00 and 23:30 on 11 June in New York; the second is already 12 June in UTC.
    const posts = [post(new Date('2030-06-11T11:00:00Z')), post(new Date('2030-06-12T03:30:00Z'))];
    const days = buildStripDays(now, posts, zone, now);
    expect(days.map((day) => day.key)).toEqual([
      '2030-06-08',
      '2030-06-09',
      '2030-06-10',
      '2030-06-11',
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
    ]);
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
    expect(days[4]?.posts).toHaveLength(0);
    // 08:00 to 23:00, and a row of its own for the 07:00 post before them.
    const rows = hourRows(days[3]?.posts ?? [], zone);
    expect(rows).toHaveLength(17);
    expect(rows[0]?.hour).toBe(7);
    expect(rows[0]?.posts).toHaveLength(1);
    expect(rows[1]?.hour).toBe(8);
    expect(rows[1]?.posts).toHaveLength(0);
    expect(rows[16]?.hour).toBe(23);
    expect(rows[16]?.posts).toHaveLength(1);
  });

  it('puts a rescheduled post on the day of its current time, as the calendar does', () => {
    const zone = 'America/New_York';
    const now = new Date('2030-06-10T14:00:00Z');
    // First planned at 10:00 on 11 June in New York, moved to 09:00 on 13 June.
    const moved = {
      ...post(new Date('2030-06-13T13:00:00Z')),
      originalScheduledTime: '2030-06-11T14:00:00.000Z',
    };
    const days = buildStripDays(now, [moved], zone, now);
    const dayOf = (key: string) => days.find((day) => day.key === key);
    expect(dayOf('2030-06-11')?.posts).toEqual([]);
    expect(dayOf('2030-06-13')?.posts).toEqual([moved]);
    expect(groupByDay([moved], zone).get('2030-06-13')).toEqual([moved]);
  });

  it('reads a post near midnight on the user’s wall clock, not the browser’s or UTC’s', () => {
    // Auckland is twelve hours ahead of UTC in June: its days are not UTC's, nor the browser's
    // unless the tests run there.
    const zone = 'Pacific/Auckland';
    const now = new Date('2030-06-10T02:00:00Z');
    // 00:30 on 12 June in Auckland, still 11 June in UTC; then 23:45 on 12 June there.
    const justAfterMidnight = post(new Date('2030-06-11T12:30:00Z'));
    const justBeforeMidnight = post(new Date('2030-06-12T11:45:00Z'));
    const days = buildStripDays(now, [justBeforeMidnight, justAfterMidnight], zone, now);
    expect(days.find((day) => day.isToday)?.key).toBe('2030-06-10');
    expect(days.find((day) => day.key === '2030-06-11')?.posts).toEqual([]);
    expect(days.find((day) => day.key === '2030-06-12')?.posts).toEqual([
      justAfterMidnight,
      justBeforeMidnight,
    ]);
    const rows = hourRows(days.find((day) => day.key === '2030-06-12')?.posts ?? [], zone);
    expect(rows.find((row) => row.hour === 0)?.posts).toEqual([justAfterMidnight]);
    expect(rows.find((row) => row.hour === 8)?.posts).toEqual([]);
    expect(rows.find((row) => row.hour === 23)?.posts).toEqual([justBeforeMidnight]);
  });

  it('when the strip spans a DST change, then each day still starts at local midnight', () => {
    // New York goes back an hour on Sunday 3 November 2030.
    const now = new Date('2030-11-04T15:00:00Z');
    const days = buildStripDays(now, [], 'America/New_York', now);
    expect(days.map((day) => day.date.toISOString())).toEqual([
      '2030-11-02T04:00:00.000Z',
      '2030-11-03T04:00:00.000Z',
      '2030-11-04T05:00:00.000Z',
      '2030-11-05T05:00:00.000Z',
      '2030-11-06T05:00:00.000Z',
      '2030-11-07T05:00:00.000Z',
      '2030-11-08T05:00:00.000Z',
    ]);
  });

  it('proposes tomorrow at 12:00 on the user’s wall clock, across midnight and a DST change', () => {
    // 23:30 on 30 March in Paris is already the 30th in UTC too; tomorrow is the 31st, when
    // clocks go forward: 12:00 there is 10:00 UTC.
    expect(
      defaultScheduleTime('Europe/Paris', new Date('2030-03-30T22:30:00Z')).toISOString(),
    ).toBe('2030-03-31T10:00:00.000Z');
    // 21:00 on 10 June in New York is the 11th in UTC; tomorrow there is still the 11th.
    expect(
      defaultScheduleTime('America/New_York', new Date('2030-06-11T01:00:00Z')).toISOString(),
    ).toBe('2030-06-11T16:00:00.000Z');
  });
});
