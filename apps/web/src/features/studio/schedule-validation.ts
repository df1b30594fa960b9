import { z } from 'zod';

export interface ScheduleMessages {
  required: string;
  invalid: string;
  past: string;
  noPlatform: string;
}

/** The date and time inputs (YYYY-MM-DD, HH:MM) read in the browser's time zone. */
export function toLocalDate(date: string, time: string): Date {
  return new Date(`${date}T${time}`);
}

/**
 * The schedule form's rules (spec 001 §5): date and time required, a real date, strictly in the
 * future, and at least one platform.
 */
export function createScheduleSchema(
  messages: ScheduleMessages,
  now: () => Date = () => new Date(),
) {
  return z
    .object({
      date: z.string(),
      time: z.string(),
      platformCount: z.number(),
    })
    .superRefine((value, context) => {
      if (value.platformCount < 1) {
        context.addIssue({ code: 'custom', path: ['date'], message: messages.noPlatform });
        return;
      }
      if (!value.date || !value.time) {
        context.addIssue({ code: 'custom', path: ['date'], message: messages.required });
        return;
      }
      const at = toLocalDate(value.date, value.time);
      if (Number.isNaN(at.getTime())) {
        context.addIssue({ code: 'custom', path: ['date'], message: messages.invalid });
        return;
      }
      if (at.getTime() <= now().getTime()) {
        context.addIssue({ code: 'custom', path: ['date'], message: messages.past });
      }
    });
}

export type ScheduleForm = z.infer<ReturnType<typeof createScheduleSchema>>;
