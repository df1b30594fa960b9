import { captionOf, ownCaptionsOf, PostCaptionsSchema } from './post-captions.schemas.js';
import { CreateScheduledPostBodySchema, RescheduleBodySchema } from './scheduled-posts.schemas.js';
import { SCHEDULING_MESSAGES as M } from './scheduling.messages.js';

const base = { platforms: ['sandbox', 'linkedin'], scheduledTime: '2031-01-01T10:00:00Z' };

describe('per-platform captions', () => {
  it('when captions come as JSON, form fields or one JSON field, then they read as one map', () => {
    for (const captions of [
      { linkedin: 'Pro', x: 'Short' },
      '{"linkedin":"Pro","twitter":"Short"}',
    ]) {
      expect(PostCaptionsSchema.parse(captions)).toEqual({ linkedin: 'Pro', twitter: 'Short' });
    }
    expect(CreateScheduledPostBodySchema.parse(base).captions).toBeUndefined();
  });

  it('when a caption is empty, then it is dropped; null or empty clears the map', () => {
    expect(PostCaptionsSchema.parse({ linkedin: '  ', sandbox: 'Own' })).toEqual({
      sandbox: 'Own',
    });
    expect(PostCaptionsSchema.parse(null)).toEqual({});
    expect(PostCaptionsSchema.parse('')).toEqual({});
  });

  it('when a platform is unknown, a caption too long or not a map, then it is refused', () => {
    const unknown = PostCaptionsSchema.safeParse({ myspace: 'Hi' });
    expect(unknown.error?.issues[0]?.message).toBe(M.platformUnknown);
    const long = PostCaptionsSchema.safeParse({ linkedin: 'a'.repeat(5001) });
    expect(long.error?.issues[0]?.message).toBe(M.captionTooLong(5000));
    for (const captions of [['Hi'], 42, 'not json'])
      expect(PostCaptionsSchema.safeParse(captions).error?.issues[0]?.message).toBe(
        M.captionsInvalid,
      );
  });

  it('when only captions change, then PUT counts it as an edit without a time', () => {
    expect(RescheduleBodySchema.safeParse({ captions: { linkedin: 'Pro' } }).success).toBe(true);
  });

  it('when a platform has its own caption, then it publishes it; the others take the default', () => {
    const post = { caption: 'Default', captions: { linkedin: 'Pro' } };
    expect(captionOf(post, 'linkedin')).toBe('Pro');
    expect(captionOf(post, 'sandbox')).toBe('Default');
    expect(ownCaptionsOf(['sandbox'], 'Default', { linkedin: 'Pro', sandbox: 'Default' })).toEqual(
      {},
    );
  });
});
