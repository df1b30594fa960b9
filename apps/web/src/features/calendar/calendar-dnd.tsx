import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ScheduledPost } from '@postcraft/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PostCardBody } from './post-card';
import type { CalendarFormat } from './use-calendar-format';
import { captionPreview } from './caption-preview';

/** Where a post is dropped: a day (month view keeps its time) or an hour of a day (week view). */
export interface DropTarget {
  dayKey: string;
  hour?: number;
  /** The cell is over: a drop there is refused. */
  isPast: boolean;
  /** How the cell is read out (its date, and hour). */
  label: string;
}

const postOf = (data: unknown) => (data as { post?: ScheduledPost } | undefined)?.post;
const targetOf = (data: unknown) => data as DropTarget | undefined;

/**
 * Drag and drop of pending posts (dnd-kit): a mouse drag starts after 5 px so a click still opens
 * the post; on touch a press of 250 ms starts it, so the page still scrolls. The cell under the
 * pointer takes the post (not the one the dragged card overlaps most). Keyboard users move a post
 * with the Reschedule form of its modal.
 */
export function CalendarDnd({
  format,
  onDrop,
  children,
}: {
  format: CalendarFormat;
  onDrop: (post: ScheduledPost, target: DropTarget) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<ScheduledPost | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );
  const announcements = useMemo<Announcements>(() => {
    const timeOf = (data: unknown) => format.time(postOf(data)?.scheduledTime ?? Date.now());
    return {
      onDragStart: ({ active }) =>
        t('calendar.drag.started', { time: timeOf(active.data.current) }),
      onDragOver: ({ over }) =>
        over ? t('calendar.drag.over', { target: targetOf(over.data.current)?.label }) : undefined,
      onDragEnd: ({ over }) =>
        over
          ? t('calendar.drag.dropped', { target: targetOf(over.data.current)?.label })
          : undefined,
      onDragCancel: () => t('calendar.drag.cancelled'),
    };
  }, [format, t]);

  const start = ({ active }: DragStartEvent) => setDragged(postOf(active.data.current) ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const post = postOf(active.data.current);
    const target = targetOf(over?.data.current);
    if (post && target) onDrop(post, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('calendar.drag.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="flex w-44 cursor-grabbing flex-col gap-1.5 rounded-lg border border-l-4 border-primary bg-card p-2 shadow-xl">
            <PostCardBody post={dragged} format={format} caption={captionPreview(dragged, t)} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A day or hour cell that takes dropped posts; over a past cell it shows the drop is refused. */
export function DropCell({
  id,
  target,
  className,
  children,
}: {
  id: string;
  target: DropTarget;
  className?: string;
  children?: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <div
      ref={setNodeRef}
      data-drop-target={id}
      data-past={target.isPast || undefined}
      className={cn(
        className,
        isOver &&
          (target.isPast
            ? 'bg-danger/10 outline-2 -outline-offset-2 outline-danger/60 outline-dashed'
            : 'bg-primary-soft outline-2 -outline-offset-2 outline-primary'),
      )}
    >
      {children}
    </div>
  );
}
