import { z } from 'zod';
import { fromZonedInputs } from '../../lib/zoned-time';

export interface ScheduleMessages {
  required: string;
  invalid: string;
  past: string;
  noPlatform: string;
}

/**
 * The schedule form's rules (spec 001 §5): date and time required, a real date, strictly in the
 * future, and at least one platform. The date and time are read on the wall clock of the user's
 * zone.
 */
export function createScheduleSchema(
  messages: ScheduleMessages,
  timeZone: string,
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
      const at = fromZonedInputs(value.date, value.time, timeZone);
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
