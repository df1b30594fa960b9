import { REELS_STAGES, type ReelsJob } from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { deleteReelsJob, fetchReelsJob, fetchReelsJobs, REELS_QUERY_KEY } from './reels.api';
import { onReelsProgress } from './reels-progress-feed';

/** How often a job being made is read, beside the socket's events. */
export const REELS_POLL_MS = 2_000;

const LIST_KEY = [...REELS_QUERY_KEY, 'list'] as const;
const jobKey = (id: string) => [...REELS_QUERY_KEY, 'job', id] as const;

export const isUnfinished = (job: Pick<ReelsJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** Later in the run than `current`: events may come out of order, progress never goes back. */
export function isNewerJob(job: ReelsJob, current: ReelsJob | undefined): boolean {
  if (!current) return true;
  if (!isUnfinished(job)) return true;
  if (!isUnfinished(current)) return false;
  if (job.progress !== current.progress) return job.progress > current.progress;
  if (job.stage !== current.stage) {
    return REELS_STAGES.indexOf(job.stage) > REELS_STAGES.indexOf(current.stage);
  }
  // Same stage and percent: a queue position moving up is news too.
  return job.position !== current.position;
}

function keepJob(queryClient: QueryClient, job: ReelsJob): void {
  const current = queryClient.getQueryData<ReelsJob>(jobKey(job.id));
  if (!isNewerJob(job, current)) return;
  queryClient.setQueryData(jobKey(job.id), job);
  queryClient.setQueryData<ReelsJob[]>(LIST_KEY, (list) =>
    list?.map((item) => (item.id === job.id ? job : item)),
  );
}

/** The user's newest reels jobs (to resume following one after a reload, and to reopen one). */
export function useReelsJobs() {
  return useQuery({ queryKey: LIST_KEY, queryFn: ({ signal }) => fetchReelsJobs(signal) });
}

/**
 * One job, followed live: the socket's `reels_progress` events, and a read every 2 s while it is
 * being made in case an event is missed (or the socket is down).
 */
export function useReelsJob(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const job = await fetchReelsJob(id ?? '', signal);
      // A late read never moves the job back behind what an event already said.
      const current = queryClient.getQueryData<ReelsJob>(jobKey(job.id));
      return isNewerJob(job, current) ? job : (current ?? job);
    },
    enabled: id !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 3,
    refetchInterval: (current) =>
      current.state.data && !isUnfinished(current.state.data) ? false : REELS_POLL_MS,
  });

  useEffect(() => {
    if (!id) return undefined;
    return onReelsProgress((job) => {
      if (job.id === id) keepJob(queryClient, job);
    });
  }, [id, queryClient]);

  const status = query.data?.status;
  useEffect(() => {
    // The list shows each job's state: a finished one is read again with it.
    if (status && !isUnfinished({ status })) {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    }
  }, [status, queryClient]);

  return query;
}

/** Puts a job just started where the page and the list read it. */
export function useRememberJob() {
  const queryClient = useQueryClient();
  return (job: ReelsJob) => {
    queryClient.setQueryData(jobKey(job.id), job);
    queryClient.setQueryData<ReelsJob[]>(LIST_KEY, (list) => [
      job,
      ...(list ?? []).filter((item) => item.id !== job.id),
    ]);
  };
}

/** DELETE: cancels a job being made, or deletes a finished one and its clips. */
export function useDeleteReelsJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReelsJob(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: jobKey(id) });
      queryClient.setQueryData<ReelsJob[]>(LIST_KEY, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
