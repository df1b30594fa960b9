import type { Notification } from '@postcraft/contracts';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { jestObject } from '../../test/browser-windows';
import { PUBLISH_NOW_MUTATION_KEY, SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';
import { useRefreshAfterPublishNow, useReloadPosts } from './use-live-posts';

const published = { postId: 'p1', type: 'post_published' } as Notification;

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refresh = jestObject.fn();
  let reload: ReturnType<typeof useReloadPosts> = () => undefined;
  let publishNow: () => Promise<unknown> = async () => undefined;
  let otherCall: () => Promise<unknown> = async () => undefined;
  function Probe({ fails }: { fails: boolean }) {
    reload = useReloadPosts();
    useRefreshAfterPublishNow(refresh);
    publishNow = useMutation({
      mutationKey: PUBLISH_NOW_MUTATION_KEY,
      mutationFn: async () => {
        if (fails) throw new Error('refused');
        return 'ok';
      },
    }).mutateAsync;
    otherCall = useMutation({ mutationFn: async () => 'ok' }).mutateAsync;
    return null;
  }
  const renderProbe = (fails = false) =>
    render(
      <QueryClientProvider client={queryClient}>
        <Probe fails={fails} />
      </QueryClientProvider>,
    );
  return {
    queryClient,
    refresh,
    renderProbe,
    reload: (notification?: Notification) => reload(notification),
    publishNow: () => publishNow(),
    otherCall: () => otherCall(),
  };
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryCache().find({ queryKey: key })?.state.isInvalidated;

describe('the live posts of the notification channel', () => {
  it("when a post's notification arrives, then every scheduled-posts listing is reloaded", () => {
    const probe = setUp();
    probe.renderProbe();
    const week = [...SCHEDULED_POSTS_QUERY_KEY, 'week'];
    const month = [...SCHEDULED_POSTS_QUERY_KEY, 'month'];
    probe.queryClient.setQueryData(week, []);
    probe.queryClient.setQueryData(month, []);
    probe.queryClient.setQueryData(['styles'], []);

    act(() => probe.reload(published));

    expect(isStale(probe.queryClient, week)).toBe(true);
    expect(isStale(probe.queryClient, month)).toBe(true);
    expect(isStale(probe.queryClient, ['styles'])).toBe(false);
  });

  it('when the channel reconnects, then the listings are reloaded too', () => {
    const probe = setUp();
    probe.renderProbe();
    const week = [...SCHEDULED_POSTS_QUERY_KEY, 'week'];
    probe.queryClient.setQueryData(week, []);

    act(() => probe.reload());

    expect(isStale(probe.queryClient, week)).toBe(true);
  });

  it('when a publish-now call succeeds, then the bell asks for its notifications again', async () => {
    const probe = setUp();
    probe.renderProbe();

    await act(() => probe.publishNow());

    expect(probe.refresh).toHaveBeenCalledTimes(1);
  });

  it('when a publish-now call fails, then the bell asks again as well (failures are notified)', async () => {
    const probe = setUp();
    probe.renderProbe(true);

    await act(() => probe.publishNow().catch(() => undefined));

    expect(probe.refresh).toHaveBeenCalledTimes(1);
  });

  it('when another call succeeds, then the bell is not asked', async () => {
    const probe = setUp();
    probe.renderProbe();

    await act(() => probe.otherCall());

    expect(probe.refresh).not.toHaveBeenCalled();
  });
});
