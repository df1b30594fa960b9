/** A message the catcher received, parsed enough for a person or a test to read it. */
export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  receivedAt: string;
}
