import { useCallback, useEffect, useRef, useState } from 'react';
import { Notice, type NoticeTone } from './ui/notice';

export interface ToastMessage {
  /** Changes with every toast, so the same text shown twice is announced twice. */
  id: number;
  tone: Exclude<NoticeTone, 'info'>;
  text: string;
}

/** One toast at a time that hides itself after its duration; a newer one replaces it. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showToast = useCallback((tone: ToastMessage['tone'], text: string, durationMs: number) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setToast({ id: nextId.current, tone, text });
    timer.current = setTimeout(() => setToast(null), durationMs);
  }, []);

  const dismissToast = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  return { toast, showToast, dismissToast };
}

/** Where a toast appears: the bottom right corner, above the page. */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  if (!toast) return null;
  return (
    <div className="pointer-events-none fixed right-6 bottom-6 z-50 flex max-w-sm justify-end">
      <Notice key={toast.id} tone={toast.tone} className="pointer-events-auto bg-card shadow-lg">
        {toast.text}
      </Notice>
    </div>
  );
}
