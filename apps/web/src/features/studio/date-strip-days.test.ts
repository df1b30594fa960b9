import { buildScheduledPost } from '../../test/scheduled-post.factory';
import { hourRows } from './date-strip-days';

const ZONE = 'Europe/Paris';
/** 10 June 2030 in Paris is in summer time (UTC+2). */
const at = (utc: string) => buildScheduledPost({ scheduledTime: `2030-06-10T${utc}:00.000Z` });
const hoursWithPosts = (rows: ReturnType<typeof hourRows>) =>
  rows.filter((row) => row.posts.length > 0).map((row) => [row.hour, row.posts.length]);

describe('the hour rows of the date strip panel', () => {
  it('when a day has no post, then the rows are 08:00 to 23:00', () => {
    const rows = hourRows([], ZONE);

    expect(rows.map((row) => row.hour)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it('when a post is at 07:30 in the zone, then it has a 07:00 row of its own before 08:00', () => {
    const early = at('05:30');
    const eight = at('06:00');

    const rows = hourRows([early, eight], ZONE);

    expect(rows[0]).toEqual({ hour: 7, posts: [early] });
    expect(rows[1]).toEqual({ hour: 8, posts: [eight] });
    expect(rows).toHaveLength(17);
  });

  it('when posts are at 08:59, 09:00 and 23:45 in the zone, then each is in the row of the hour it starts in', () => {
    const rows = hourRows([at('06:59'), at('07:00'), at('21:45')], ZONE);

    expect(hoursWithPosts(rows)).toEqual([
      [8, 1],
      [9, 1],
      [23, 1],
    ]);
  });

  it('when the zone is half an hour off UTC, then the hour is still floored in that zone', () => {
    // 02:15 UTC is 07:45 in Kolkata (UTC+5:30).
    const rows = hourRows([at('02:15')], 'Asia/Kolkata');

    expect(hoursWithPosts(rows)).toEqual([[7, 1]]);
  });

  it('when posts are just after midnight and at 06:00, then their rows come first, in order', () => {
    const rows = hourRows([at('04:00'), at('22:10')], ZONE);

    expect(rows.slice(0, 3).map((row) => row.hour)).toEqual([0, 6, 8]);
  });
});
