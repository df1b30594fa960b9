import { zodResolver } from '@hookform/resolvers/zod';
import { REELS_LIMITS, type PlanAllowance } from '@postcraft/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatFileSize } from './reels-form';
import { createReelsFormSchema, isYoutubeLink, type ReelsForm } from './reels-form';
import { probeVideoDuration } from './probe-video-duration';

type ReelsLimits = Pick<
  PlanAllowance,
  'maxReelClips' | 'maxReelClipSeconds' | 'maxReelSourceSeconds'
>;

/**
 * The reels form's state: react-hook-form on the screen's schema, the chosen file's length read
 * by the browser, and the plan's limits applied before anything is sent.
 */
export function useReelsSourceForm(limits: ReelsLimits | null) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () =>
      createReelsFormSchema({
        sourceRequired: t('reels.errors.sourceRequired'),
        notYoutube: t('reels.errors.notYoutube'),
        notVideo: t('reels.errors.notVideo'),
        tooLarge: t('reels.errors.tooLarge', {
          size: formatFileSize(REELS_LIMITS.maxBytes, i18n.language),
        }),
      }),
    [t, i18n.language],
  );
  const form = useForm<ReelsForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      youtubeUrl: '',
      file: null,
      count: REELS_LIMITS.defaultCount,
      targetSeconds: null,
    },
  });
  const file = form.watch('file');
  const youtubeUrl = form.watch('youtubeUrl');
  const [fileSeconds, setFileSeconds] = useState<{ file: File; seconds: number | null } | null>(
    null,
  );

  // The plan's limits, once known, bring the options within them.
  useEffect(() => {
    if (!limits) return;
    if (form.getValues('count') > limits.maxReelClips) form.setValue('count', limits.maxReelClips);
    const target = form.getValues('targetSeconds');
    if (target !== null && target > limits.maxReelClipSeconds) form.setValue('targetSeconds', null);
  }, [limits, form]);

  // The file's length, read from its header, for the plan's longest source.
  useEffect(() => {
    if (!file) return undefined;
    let isCurrent = true;
    void probeVideoDuration(file).then((seconds) => {
      if (isCurrent) setFileSeconds({ file, seconds });
    });
    return () => {
      isCurrent = false;
    };
  }, [file]);
  const seconds = fileSeconds && fileSeconds.file === file ? fileSeconds.seconds : null;
  const maxSeconds = limits?.maxReelSourceSeconds ?? REELS_LIMITS.maxSeconds;
  const durationError =
    file && seconds !== null && seconds > maxSeconds
      ? t('reels.errors.tooLong', {
          duration: formatClockTime(seconds),
          minutes: Math.floor(maxSeconds / 60),
        })
      : undefined;

  return {
    form,
    file,
    youtubeUrl,
    fileSeconds: seconds,
    durationError,
    isLinkValid: file === null && isYoutubeLink(youtubeUrl),
  };
}
