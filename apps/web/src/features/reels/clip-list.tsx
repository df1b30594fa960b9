import type { ReelClip, ReelsJob } from '@postcraft/contracts';
import { CalendarClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { ClipCard } from './clip-card';
import { openClip } from './open-clip';
import { ScheduleSeveralDialog } from './schedule-several-dialog';

export interface ClipListProps {
  job: ReelsJob;
  onDeleteAll: () => void;
  isDeleting: boolean;
  deleteError: unknown;
}

/** The clips of a finished job, best first: open one in the studio, schedule several, delete all. */
export function ClipList({ job, onDeleteAll, isDeleting, deleteError }: ClipListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unselected, setUnselected] = useState<string[]>([]);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isScheduleOpen, setIsScheduleOpen] = useState(false);
  const selected = job.clips.filter((clip) => !unselected.includes(clip.id));
  const titleOf = (clip: ReelClip) =>
    clip.title || t('reels.clips.untitled', { number: job.clips.indexOf(clip) + 1 });

  const open = async (clip: ReelClip) => {
    setOpeningId(clip.id);
    setOpenError(null);
    try {
      await openClip(clip);
      void navigate('/result');
    } catch (error) {
      setOpenError(error);
      setOpeningId(null);
    }
  };

  return (
    <section aria-labelledby="reels-clips-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="reels-clips-title" className="text-lg font-semibold text-foreground">
            {t('reels.clips.title', { count: job.clips.length })}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {t('reels.progress.source', { name: job.source.name })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => setIsScheduleOpen(true)}
            disabled={selected.length === 0 || isDeleting}
          >
            <CalendarClock className="size-4" aria-hidden="true" />
            {t('reels.schedule.button', { count: selected.length })}
          </Button>
          <Button variant="outline" onClick={() => setIsDeleteOpen(true)} disabled={isDeleting}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('reels.clips.deleteAll')}
          </Button>
        </div>
      </div>
      {openError ? (
        <Notice tone="error">
          {t('reels.clips.openFailed', { message: getErrorMessage(openError, t) })}
        </Notice>
      ) : null}
      {deleteError ? <Notice tone="error">{getErrorMessage(deleteError, t)}</Notice> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {job.clips.map((clip, index) => (
          <ClipCard
            key={clip.id}
            clip={clip}
            index={index}
            isSelected={!unselected.includes(clip.id)}
            onSelectedChange={(isOn) =>
              setUnselected((current) =>
                isOn ? current.filter((id) => id !== clip.id) : [...current, clip.id],
              )
            }
            onOpen={() => void open(clip)}
            isOpening={openingId === clip.id}
            disabled={isDeleting}
          />
        ))}
      </ul>
      <Dialog open={isDeleteOpen} onOpenChange={setIsDeleteOpen}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('reels.clips.deleteTitle')}</DialogTitle>
            <DialogDescription>
              {t('reels.clips.deleteBody', { count: job.clips.length })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsDeleteOpen(false)}>
              {t('studio.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setIsDeleteOpen(false);
                onDeleteAll();
              }}
            >
              {t('reels.clips.deleteConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ScheduleSeveralDialog
        open={isScheduleOpen}
        onOpenChange={setIsScheduleOpen}
        clips={selected}
        titleOf={titleOf}
      />
    </section>
  );
}
