import { getCaptionCountUnit, UI_TIMINGS, type ConnectablePlatformId } from '@postcraft/contracts';
import { ChevronLeft, ChevronRight, ImageOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { getPlatformName } from '../connections/platform-names';
import { editedCaptions, type EditedCaptions } from './apply-generation';
import { useCreateStyle } from '../library/styles.api';
import { useRewriteClipCaption } from '../reels/use-rewrite-clip-caption';
import { AssetPreview } from './asset-preview';
import { CaptionEditor } from './caption-editor';
import { findCaptionOverLimit } from './caption-limit-check';
import { getDraft, resetDraft, updateDraft, useDraft, type DraftAsset } from './draft-store';
import { GeneratingPanel } from './generating-panel';
import { useDiscardGeneration } from './generation.api';
import { NoPlatformNotice } from './no-platform-notice';
import { CustomCaptionToggle } from './custom-caption-toggle';
import {
  buildOutgoingPosts,
  outgoingPlatforms,
  withCaption,
  withCustomCaption,
  withUploadCaption,
} from './outgoing-posts';
import { PlatformToggle } from './platform-toggle';
import { summarisePostNow } from './post-now-summary';
import { SaveStyleDialog } from './save-style-dialog';
import { usePostNow } from './studio.api';
import { useRunGeneration, videoOptionsOf } from './use-run-generation';
import { revoiceInput, type ScriptEdit } from './script-edit';
import { VideoScript } from './video-script';
import { styleDescription, styleSettings } from './style-description';

/** Spec 001 §2 screen 14: review per platform, edit, regenerate, then post or schedule. */
export function ResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraft();
  const { toast, showToast } = useToast();
  const [isPanelOpen, setIsPanelOpen] = useState(true);
  const [instructions, setInstructions] = useState('');
  const [isDiscardOpen, setIsDiscardOpen] = useState(false);
  const [isReplaceOpen, setIsReplaceOpen] = useState(false);
  const [isStyleOpen, setIsStyleOpen] = useState(false);
  const [isEditOverLimit, setIsEditOverLimit] = useState(false);
  const regenerate = useRunGeneration();
  const discard = useDiscardGeneration();
  const createStyle = useCreateStyle();
  const postNow = usePostNow();
  // A clip cut from a long video: Regenerate writes its caption again, never a new video.
  const rewriteCaption = useRewriteClipCaption();
  const isReel = Boolean(draft.generation?.reel);
  const isRegenerating = regenerate.mutation.isPending || rewriteCaption.isPending;

  const uploaded: DraftAsset | undefined =
    draft.mediaFile && draft.videoUrl ? { url: draft.videoUrl, type: draft.postType } : undefined;
  const platforms = uploaded
    ? draft.selectedPlatforms
    : (Object.keys(draft.generatedAssets) as ConnectablePlatformId[]);
  const current =
    draft.currentPlatform && platforms.includes(draft.currentPlatform)
      ? draft.currentPlatform
      : (platforms[0] ?? null);
  const asset = uploaded ?? (current ? draft.generatedAssets[current] : undefined);
  // An upload goes to every platform with one caption, unless the shown one has its own.
  const ownCaption = uploaded && current ? draft.captions[current] : undefined;
  const caption = uploaded ? (ownCaption ?? draft.caption) : (asset?.caption ?? draft.caption);
  // Nothing goes out while a caption is longer than its platform takes, as that platform counts.
  const overLimit = findCaptionOverLimit(buildOutgoingPosts(draft));
  const canSend = !overLimit && !isEditOverLimit;

  const generatingPanel = (
    <GeneratingPanel
      phase={regenerate.mutation.status === 'success' ? 'idle' : regenerate.mutation.status}
      error={regenerate.mutation.error}
      progress={regenerate.progress}
      onCancel={regenerate.cancel}
      onRetry={regenerate.retry}
    />
  );

  if (!asset) {
    // A first video followed after a reload shows here until it is done.
    if (regenerate.mutation.isPending) {
      return <Card className="mx-auto my-10 w-full max-w-xl px-6 pb-6">{generatingPanel}</Card>;
    }
    return (
      <Card className="mx-auto my-10 flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-foreground">{t('studio.result.emptyTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('studio.result.emptyBody')}</p>
        <Button asChild>
          <Link to="/where-post" onClick={() => updateDraft({ prompt: '' })}>
            {t('studio.home.create')}
          </Link>
        </Button>
        <Toast toast={toast} />
      </Card>
    );
  }

  const select = (platform: ConnectablePlatformId) => {
    const next = getDraft().generatedAssets[platform];
    // The editor of the platform left goes, with its unsaved text.
    setIsEditOverLimit(false);
    updateDraft({
      currentPlatform: platform,
      ...(next?.caption !== undefined ? { caption: next.caption } : {}),
    });
  };

  const onDiscard = async () => {
    setIsDiscardOpen(false);
    // A new video being made for this post goes with it.
    if (regenerate.mutation.isPending) regenerate.cancel();
    const generationId = getDraft().generation?.id;
    if (generationId) {
      try {
        await discard.mutateAsync(generationId);
      } catch {
        // The draft goes anyway; unused generated media are swept by the server.
      }
    }
    resetDraft();
    showToast('success', t('studio.result.discarded'), UI_TIMINGS.noticeMs);
  };

  const onSaveStyle = (name: string) => {
    const generation = getDraft().generation;
    createStyle.mutate(
      {
        name,
        kind: 'template',
        description: styleDescription(generation),
        ...(generation ? { generation: styleSettings(generation) } : {}),
      },
      {
        onSuccess: (style) => {
          setIsStyleOpen(false);
          if (generation) updateDraft({ generation: { ...generation, styleId: style._id } });
          showToast('success', t('studio.result.styleSaved'), UI_TIMINGS.noticeMs);
        },
      },
    );
  };

  const onPostNow = () => {
    const current = getDraft();
    if (outgoingPlatforms(current).length === 0) {
      showToast('error', t('studio.result.noPlatform'), UI_TIMINGS.toastLongMs);
      return;
    }
    postNow.mutate(buildOutgoingPosts(current), {
      onSuccess: (answers) => {
        const summary = summarisePostNow(answers);
        if (summary.successful.length === 0) {
          showToast(
            'error',
            t('studio.result.postFailed', { message: summary.failedList }),
            UI_TIMINGS.toastLongMs,
          );
          return;
        }
        const text = t('studio.result.posted', { count: summary.successful.length });
        showToast(
          summary.failed.length ? 'error' : 'success',
          summary.failed.length
            ? `${text} ${t('studio.result.someFailed', { list: summary.failedList })}`
            : text,
          UI_TIMINGS.toastLongMs,
        );
      },
      onError: (error) =>
        showToast(
          'error',
          t('studio.result.postFailed', { message: getErrorMessage(error, t) }),
          UI_TIMINGS.toastLongMs,
        ),
    });
  };

  const runRegenerate = (keptCaptions: EditedCaptions) => {
    setIsReplaceOpen(false);
    const generation = getDraft().generation;
    if (!generation) return;
    if (generation.reel) {
      rewriteCaption.mutate(keptCaptions);
      return;
    }
    regenerate.run(
      {
        description: generation.description,
        source: generation.source,
        ...(instructions.trim() ? { instructions: instructions.trim() } : {}),
        ...(generation.usePhotos ? { usePhotos: true } : {}),
        ...(generation.carousel ? { carousel: true } : {}),
        // The same kind of content, a video with the same length and voice.
        ...(generation.contentType ? { contentType: generation.contentType } : {}),
        ...videoOptionsOf(generation),
        ...(generation.voiceNoteId ? { voiceNoteId: generation.voiceNoteId } : {}),
        keptCaptions,
      },
      { goToResult: false },
    );
  };
  /** The video again, its script as edited and the chosen voice; edited captions are kept. */
  const runRevoice = (edit: ScriptEdit) => {
    const { generation, generatedAssets } = getDraft();
    if (!generation) return;
    regenerate.run(revoiceInput(generation, edit, generatedAssets, asset), { goToResult: false });
  };
  // A caption edited by hand is not replaced without asking.
  const edited = editedCaptions(draft.generatedAssets);
  const editedNames = (Object.keys(edited) as ConnectablePlatformId[]).map(getPlatformName);
  const onRegenerate = () => {
    if (editedNames.length > 0) setIsReplaceOpen(true);
    else runRegenerate({});
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 py-6 lg:grid-cols-[auto_1fr_auto]">
      <div
        role="tablist"
        aria-label={t('studio.result.platforms')}
        aria-orientation="vertical"
        className="flex gap-2 lg:flex-col"
      >
        {platforms.map((platform) => (
          <PlatformToggle
            key={platform}
            role="tab"
            compact
            platform={platform}
            isSelected={platform === current}
            onToggle={() => select(platform)}
          />
        ))}
      </div>

      <Card className="flex flex-col gap-5 px-5 py-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-foreground">
            {current
              ? t('studio.result.title', { platform: getPlatformName(current) })
              : t('studio.result.titleNoPlatform')}
          </h1>
          {draft.generation && !uploaded ? (
            <span
              className="rounded-full bg-muted px-3 py-1 text-xs text-muted-foreground"
              data-testid="generator"
            >
              {t(`studio.result.generator.${draft.generation.generator}`)}
            </span>
          ) : null}
        </div>
        <AssetPreview
          asset={asset}
          platform={current ?? ''}
          alt={
            current
              ? t(asset.type === 'video' ? 'studio.result.videoAlt' : 'studio.result.assetAlt', {
                  platform: getPlatformName(current),
                })
              : t('studio.result.assetAltNoPlatform')
          }
        />
        {asset.type === 'video' && !uploaded && draft.generation && !isReel ? (
          <VideoScript
            // A new video (Regenerate, a new script) starts the editor from its own script.
            key={draft.generation.id}
            script={draft.generation.script}
            voice={draft.generation.voice}
            isVoiceNote={Boolean(draft.generation.voiceNoteId)}
            durationSeconds={asset.durationSeconds}
            isBusy={regenerate.mutation.isPending}
            onApply={runRevoice}
          />
        ) : null}
        {current ? null : (
          <NoPlatformNotice
            onPick={(platform) =>
              updateDraft({
                selectedPlatforms: [...getDraft().selectedPlatforms, platform],
                currentPlatform: platform,
              })
            }
          />
        )}
        {uploaded && current && platforms.length > 1 ? (
          <CustomCaptionToggle
            platform={current}
            isCustom={ownCaption !== undefined}
            onChange={(isCustom) => {
              setIsEditOverLimit(false);
              updateDraft(withCustomCaption(getDraft(), current, isCustom));
            }}
          />
        ) : null}
        <CaptionEditor
          key={`${current ?? 'upload'}:${ownCaption !== undefined ? 'own' : 'shared'}`}
          caption={caption}
          platform={current ?? 'sandbox'}
          onSave={(text) =>
            updateDraft(
              uploaded ? withUploadCaption(getDraft(), text) : withCaption(getDraft(), text),
            )
          }
          onOverLimitChange={setIsEditOverLimit}
        />
        {overLimit ? (
          <Notice tone="error">
            {t(
              getCaptionCountUnit(overLimit.platform) === 'bytes'
                ? 'studio.result.captionTooLongInBytesFor'
                : 'studio.result.captionTooLongFor',
              {
                platform: getPlatformName(overLimit.platform),
                count: overLimit.count,
                max: overLimit.max,
              },
            )}
          </Notice>
        ) : null}
        {generatingPanel}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setIsDiscardOpen(true)}>
            {t('studio.result.discard')}
          </Button>
          {draft.generation && !uploaded && !isReel ? (
            <Button variant="outline" onClick={() => setIsStyleOpen(true)}>
              {t('studio.result.saveStyle')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onPostNow} disabled={postNow.isPending || !canSend}>
            {postNow.isPending ? t('studio.result.posting') : t('studio.result.postNow')}
          </Button>
          <Button onClick={() => void navigate('/schedule')} disabled={!canSend}>
            {t('studio.result.schedule')}
          </Button>
        </div>
      </Card>

      {draft.generation && !uploaded ? (
        <Card className={isPanelOpen ? 'w-full self-start p-4 lg:w-72' : 'self-start p-2'}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isPanelOpen}
            onClick={() => setIsPanelOpen(!isPanelOpen)}
          >
            {isPanelOpen ? (
              <ChevronRight className="size-4" aria-hidden="true" />
            ) : (
              <ChevronLeft className="size-4" aria-hidden="true" />
            )}
            {isPanelOpen ? t('studio.result.editTitle') : null}
          </Button>
          {isPanelOpen ? (
            <div className="mt-3 flex flex-col gap-3">
              {isReel ? (
                <p className="text-xs text-muted-foreground">{t('studio.result.reelHint')}</p>
              ) : (
                <>
                  <label htmlFor="studio-instructions" className="text-xs text-muted-foreground">
                    {t('studio.result.editHint')}
                  </label>
                  <Textarea
                    id="studio-instructions"
                    rows={5}
                    value={instructions}
                    onChange={(event) => setInstructions(event.target.value)}
                    placeholder={t('studio.result.editPlaceholder')}
                  />
                </>
              )}
              <Button onClick={onRegenerate} disabled={isRegenerating}>
                <RefreshCw
                  className={isRegenerating ? 'size-4 animate-spin' : 'size-4'}
                  aria-hidden="true"
                />
                {t('studio.result.regenerate')}
              </Button>
              {rewriteCaption.error ? (
                <Notice tone="error">
                  {t('studio.result.reelCaptionFailed', {
                    message: getErrorMessage(rewriteCaption.error, t),
                  })}
                </Notice>
              ) : null}
            </div>
          ) : null}
        </Card>
      ) : null}

      <Dialog open={isDiscardOpen} onOpenChange={setIsDiscardOpen}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('studio.result.discardTitle')}</DialogTitle>
            <DialogDescription>{t('studio.result.discardBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsDiscardOpen(false)}>
              {t('studio.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void onDiscard()}>
              {t('studio.result.discard')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={isReplaceOpen} onOpenChange={setIsReplaceOpen}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('studio.result.replaceTitle')}</DialogTitle>
            <DialogDescription>
              {t('studio.result.replaceBody', {
                count: editedNames.length,
                platforms: editedNames.join(', '),
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => runRegenerate(edited)}>
              {t('studio.result.keepEdits')}
            </Button>
            <Button onClick={() => runRegenerate({})}>{t('studio.result.replaceEdits')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <SaveStyleDialog
        open={isStyleOpen}
        onOpenChange={setIsStyleOpen}
        isSaving={createStyle.isPending}
        error={createStyle.error ? getErrorMessage(createStyle.error, t) : null}
        onSave={onSaveStyle}
      />
      <Toast toast={toast} />
    </div>
  );
}
