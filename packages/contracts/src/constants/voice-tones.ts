import { z } from 'zod';

/** The six brand voice tones (spec 000 §3). A user's voiceTone is stored as {label, icon}. */
export const VOICE_TONE_LABELS = [
  'friendly',
  'professional',
  'playful',
  'motivational',
  'chill',
  'ai',
] as const;

export const VoiceToneLabelSchema = /* @__PURE__ */ z.enum(VOICE_TONE_LABELS);
export type VoiceToneLabel = z.infer<typeof VoiceToneLabelSchema>;

export interface VoiceToneDefinition {
  readonly label: VoiceToneLabel;
  /** English display name from the spec; the web app may translate it by label. */
  readonly displayName: string;
  /** Name of a lucide-react icon component. */
  readonly icon: string;
}

export const VOICE_TONES = [
  { label: 'friendly', displayName: 'Friendly & conversational', icon: 'Smile' },
  { label: 'professional', displayName: 'Professional & informative', icon: 'Presentation' },
  { label: 'playful', displayName: 'Playful & sarcastic', icon: 'PartyPopper' },
  { label: 'motivational', displayName: 'Motivational & inspiring', icon: 'Rocket' },
  { label: 'chill', displayName: 'Chill & aesthetic', icon: 'Coffee' },
  { label: 'ai', displayName: 'Let AI decide for me', icon: 'Sparkles' },
] as const satisfies readonly VoiceToneDefinition[];
