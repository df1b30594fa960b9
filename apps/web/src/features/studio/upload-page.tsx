import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { updateDraft, useDraft } from './draft-store';
import { StudioFrame } from './studio-frame';

/** The kind of post a picked file makes, or null for a file that is not an image or a video. */
export function mediaKindOf(file: File): 'image' | 'video' | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/** Spec 001 §2 screen 11: a local image or video, its preview, Remove, Next to /result. */
export function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraft();
  const input = useRef<HTMLInputElement>(null);

  // Entering the upload screen clears earlier media (spec 001 §4).
  useEffect(() => {
    updateDraft({
      mediaFile: null,
      videoUrl: null,
      generatedAssets: {},
      generation: null,
      captions: {},
    });
  }, []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const kind = mediaKindOf(file);
    if (!kind) return;
    updateDraft({ mediaFile: file, videoUrl: URL.createObjectURL(file), postType: kind });
  };

  const remove = () => {
    if (draft.videoUrl?.startsWith('blob:')) URL.revokeObjectURL(draft.videoUrl);
    updateDraft({ mediaFile: null, videoUrl: null });
    if (input.current) input.current.value = '';
  };

  return (
    <StudioFrame
      title={t('studio.upload.title')}
      description={t('studio.upload.description')}
      backTo="/choose-source"
    >
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        className="sr-only"
        id="studio-upload"
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {draft.mediaFile && draft.videoUrl ? (
        <div className="flex flex-col items-center gap-4">
          {draft.postType === 'video' ? (
            <video src={draft.videoUrl} controls className="max-h-96 rounded-xl" />
          ) : (
            <img src={draft.videoUrl} alt={draft.mediaFile.name} className="max-h-96 rounded-xl" />
          )}
          <p className="text-sm text-muted-foreground">{draft.mediaFile.name}</p>
          <div className="flex gap-3">
            <Button variant="outline" onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('studio.upload.remove')}
            </Button>
            <Button onClick={() => void navigate('/result')}>{t('studio.next')}</Button>
          </div>
        </div>
      ) : (
        <label
          htmlFor="studio-upload"
          className="flex cursor-pointer flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center hover:border-primary/50"
        >
          <ImageUp className="size-10 text-primary" aria-hidden="true" />
          <span className="font-medium text-foreground">{t('studio.upload.browse')}</span>
          <span className="text-xs text-muted-foreground">{t('studio.upload.hint')}</span>
        </label>
      )}
    </StudioFrame>
  );
}
