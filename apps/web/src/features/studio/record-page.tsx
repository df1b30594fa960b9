import { zodResolver } from '@hookform/resolvers/zod';
import { FileAudio, Mic, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEO_DURATION } from '@postcraft/contracts';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Notice } from '../../components/ui/notice';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
import { Textarea } from '../../components/ui/textarea';
import { GeneratingPanel } from './generating-panel';
import { usePromptSchema, type PromptForm } from './prompt-schema';
import { StudioFrame } from './studio-frame';
import { draftContentType, useRunGeneration } from './use-run-generation';
import { useDraft } from './draft-store';
import { VideoOptionsFields } from './video-options';
import { speechErrorMessageKey } from './speech-errors';
import { useSpeechRecognition } from './use-speech-recognition';
import { asSentence, useTranscribe } from './transcribe.api';
import { useVoiceRecorder } from './use-voice-recorder';
import { getErrorMessage } from '../../lib/api-client';

/** Spec 001 §2 screen 12: speech to text, an editable 'Generated Text', Submit. */
export function RecordPage() {
  const { t } = useTranslation();
  const { run, mutation, progress, cancel, retry } = useRunGeneration();
  const isVideo = draftContentType(useDraft()) === 'video';
  const schema = usePromptSchema();
  const form = useForm<PromptForm>({
    resolver: zodResolver(schema),
    defaultValues: { prompt: '' },
  });
  const [interim, setInterim] = useState('');
  const [isUnsupported, setIsUnsupported] = useState(false);
  const speech = useSpeechRecognition((finalText, interimText) => {
    setInterim(interimText);
    if (finalText) {
      const current = form.getValues('prompt');
      form.setValue(
        'prompt',
        `${current}${current && !current.endsWith(' ') ? ' ' : ''}${finalText}`,
      );
    }
  });
  const transcribe = useTranscribe();
  const fileInput = useRef<HTMLInputElement>(null);
  const [heardSeconds, setHeardSeconds] = useState<number | null>(null);
  // For a video, the last note kept can narrate it with the user's own voice.
  const [voiceNote, setVoiceNote] = useState<{ id: string; seconds: number } | null>(null);
  const [narratesWithNote, setNarratesWithNote] = useState(true);
  const addTranscript = (file: File) => {
    setHeardSeconds(null);
    transcribe.mutate(
      { file, keepForVideo: isVideo },
      {
        onSuccess: (answer) => {
          const current = form.getValues('prompt');
          const text = asSentence(answer.text);
          if (answer.voiceNoteId) {
            // The note narrates the whole video: the text is its words, to correct if misheard.
            setVoiceNote({ id: answer.voiceNoteId, seconds: answer.durationSeconds });
            form.setValue('prompt', text || current);
          } else {
            form.setValue('prompt', current && text ? `${current} ${text}` : current || text);
          }
          setHeardSeconds(answer.durationSeconds);
        },
      },
    );
  };
  // Browsers without speech recognition (Firefox) record a voice note the server transcribes;
  // so does every browser for a video, whose narration the recording can be.
  const recorder = useVoiceRecorder(addTranscript);
  const startRecording = () => {
    if (isVideo && recorder.isSupported) {
      setIsUnsupported(false);
      void recorder.start();
      return;
    }
    if (speech.start()) return setIsUnsupported(false);
    if (recorder.isSupported) {
      setIsUnsupported(false);
      void recorder.start();
      return;
    }
    setIsUnsupported(true);
  };
  const error = form.formState.errors.prompt?.message;
  const speechErrorKey = speech.error ? speechErrorMessageKey(speech.error) : null;
  const narrationNote = isVideo && voiceNote && narratesWithNote ? voiceNote : null;
  const submit = form.handleSubmit(({ prompt }) =>
    run({
      description: prompt,
      source: 'audio',
      ...(narrationNote ? { voiceNoteId: narrationNote.id } : {}),
    }),
  );

  return (
    <StudioFrame
      title={t('studio.record.title')}
      description={isVideo ? t('studio.record.descriptionVideo') : t('studio.record.description')}
      backTo="/audio"
    >
      <div className="flex gap-3">
        {speech.isListening || recorder.isRecording ? (
          <Button variant="danger" onClick={speech.isListening ? speech.stop : recorder.stop}>
            <Square className="size-4" aria-hidden="true" />
            {t('studio.record.stop')}
          </Button>
        ) : (
          <Button onClick={startRecording} disabled={transcribe.isPending}>
            <Mic className="size-4" aria-hidden="true" />
            {t('studio.record.start')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={transcribe.isPending}
          aria-describedby="studio-voice-note-hint"
          onClick={() => fileInput.current?.click()}
        >
          <FileAudio className="size-4" aria-hidden="true" />
          {transcribe.isPending ? t('studio.record.transcribing') : t('studio.record.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="audio/*,video/webm,video/mp4"
          className="hidden"
          data-testid="voice-note-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) addTranscript(file);
            event.target.value = '';
          }}
        />
      </div>
      <p id="studio-voice-note-hint" className="mt-2 text-xs text-muted-foreground">
        {t('studio.record.uploadHint')}
      </p>
      {transcribe.isError && isPlanRefusal(transcribe.error) ? (
        <UpgradeNotice error={transcribe.error} className="mt-4" />
      ) : transcribe.isError ? (
        <Notice tone="error" className="mt-4">
          {getErrorMessage(transcribe.error, t)}
        </Notice>
      ) : null}
      {heardSeconds !== null ? (
        <Notice tone="success" className="mt-4">
          {t('studio.record.transcribed', { seconds: heardSeconds })}
        </Notice>
      ) : null}
      {isUnsupported ? (
        <Notice tone="error" className="mt-4">
          {t('studio.record.unsupported')}
        </Notice>
      ) : null}
      {recorder.error ? (
        <Notice tone="error" className="mt-4">
          {t(`studio.record.errors.${recorder.error}`)}
        </Notice>
      ) : null}
      {speechErrorKey && !speech.isListening ? (
        <Notice tone="error" className="mt-4">
          {t(speechErrorKey)}
        </Notice>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6">
        <label htmlFor="studio-transcript" className="text-sm font-medium text-foreground">
          {t('studio.record.generatedText')}
        </label>
        <Textarea
          id="studio-transcript"
          rows={6}
          className="mt-2"
          placeholder={t('studio.record.placeholder')}
          disabled={mutation.isPending}
          {...form.register('prompt')}
        />
        {interim ? <p className="mt-1 text-xs text-muted-foreground italic">{interim}</p> : null}
        {error ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {error}
          </p>
        ) : null}
        {isVideo && voiceNote ? (
          <div className="mt-4 flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id="studio-narrate-with-note"
                checked={narratesWithNote}
                disabled={mutation.isPending}
                aria-describedby="studio-narrate-with-note-hint"
                onCheckedChange={(checked) => setNarratesWithNote(checked === true)}
              />
              <Label htmlFor="studio-narrate-with-note" className="font-normal text-foreground">
                {t('studio.record.narrateWithNote')}
              </Label>
            </div>
            <p id="studio-narrate-with-note-hint" className="text-xs text-muted-foreground">
              {t('studio.record.narrateWithNoteHint', {
                count: Math.max(VIDEO_DURATION.minSeconds, Math.round(voiceNote.seconds)),
              })}
            </p>
          </div>
        ) : null}
        {isVideo && !narrationNote ? <VideoOptionsFields disabled={mutation.isPending} /> : null}
        <div className="mt-4 flex justify-end">
          <Button type="submit" disabled={mutation.isPending}>
            {t('studio.record.submit')}
          </Button>
        </div>
      </form>
      <GeneratingPanel
        phase={mutation.status}
        error={mutation.error}
        progress={progress}
        onCancel={cancel}
        onRetry={retry}
      />
    </StudioFrame>
  );
}
