import type { BestTime } from '@postcraft/contracts';
import { buildClip } from '../../test/reels.factory';
import { buildReelsJob } from '../../test/reels.factory';
import { bestHoursOf, planClipSchedule } from './plan-clip-schedule';
import { isNewerJob } from './use-reels-jobs';

const clips = [buildClip({ id: 'a' }), buildClip({ id: 'b' }), buildClip({ id: 'c' })];

describe('schedule several', () => {
  it('when three clips go to two platforms, then each clip gets its own day from tomorrow, at each platform’s best hour in the user’s zone', () => {
    // 22:30 in Paris on 30 March 2030 (summer time starts that night at 02:00).
    const now = new Date('2030-03-30T20:30:00Z');
    const plan = planClipSchedule({
      clips,
      platforms: ['tiktok', 'linkedin'],
      hours: { tiktok: 19, linkedin: 9 },
      timeZone: 'Europe/Paris',
      now,
    });

    expect(plan.map((entry) => [entry.clip.id, entry.platforms, entry.at.toISOString()])).toEqual([
      // 31 March is the first day of summer time (UTC+2).
      ['a', ['linkedin'], '2030-03-31T07:00:00.000Z'],
      ['a', ['tiktok'], '2030-03-31T17:00:00.000Z'],
      ['b', ['linkedin'], '2030-04-01T07:00:00.000Z'],
      ['b', ['tiktok'], '2030-04-01T17:00:00.000Z'],
      ['c', ['linkedin'], '2030-04-02T07:00:00.000Z'],
      ['c', ['tiktok'], '2030-04-02T17:00:00.000Z'],
    ]);
  });

  it('when platforms share their best hour, then they share one post time a day', () => {
    const plan = planClipSchedule({
      clips: clips.slice(0, 2),
      platforms: ['tiktok', 'youtube'],
      hours: { tiktok: 18, youtube: 18 },
      timeZone: 'America/New_York',
      now: new Date('2030-06-10T12:00:00Z'),
    });
    expect(plan.map((entry) => [entry.clip.id, entry.platforms, entry.at.toISOString()])).toEqual([
      ['a', ['tiktok', 'youtube'], '2030-06-11T22:00:00.000Z'],
      ['b', ['tiktok', 'youtube'], '2030-06-12T22:00:00.000Z'],
    ]);
  });

  it('when the best-time answer lists a platform, then its hour is taken; one it does not list takes the chosen time’s hour', () => {
    const answer: BestTime = {
      scheduledTime: '2030-06-11T15:00:00.000Z',
      timeZone: 'Europe/Paris',
      reason: {
        kind: 'defaults',
        platform: 'tiktok',
        postCount: 0,
        minimumPosts: 10,
        days: [2],
        hour: 17,
        isBestTaken: false,
      },
      perPlatform: [
        {
          platform: 'tiktok',
          source: 'defaults',
          postCount: 0,
          minimumPosts: 10,
          days: [2, 4],
          hour: 19,
        },
      ],
    };
    expect(bestHoursOf(answer, ['tiktok', 'sandbox'])).toEqual({ tiktok: 19, sandbox: 17 });
  });
});

describe('following a reels job', () => {
  const running = (progress: number, stage: 'probing' | 'finding') =>
    buildReelsJob({ status: 'running', stage, progress, position: null });

  it('when an event from earlier in the run arrives late, then it is not taken', () => {
    expect(isNewerJob(running(10, 'probing'), running(40, 'finding'))).toBe(false);
    expect(isNewerJob(running(40, 'finding'), running(10, 'probing'))).toBe(true);
  });

  it('when the job is finished, then a running state read late does not bring it back', () => {
    const done = buildReelsJob({ status: 'done', stage: 'done', progress: 100, position: null });
    expect(isNewerJob(running(90, 'finding'), done)).toBe(false);
    expect(isNewerJob(done, running(90, 'finding'))).toBe(true);
  });

  it('when the job moves up the queue, then the new place is shown', () => {
    expect(isNewerJob(buildReelsJob({ position: 0 }), buildReelsJob({ position: 2 }))).toBe(true);
  });
});
