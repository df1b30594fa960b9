import {
  STYLE_LIMITS,
  STYLE_MESSAGES,
  type CreateStyleBody,
  type Style,
} from '@postcraft/contracts';
import {
  deleteSavedStyle,
  insertSavedStyle,
  listSavedStyles,
  toStyleResponse,
} from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';

/** The owner's saved styles, newest first. */
export async function listStyles(ownerId: string): Promise<Style[]> {
  return (await listSavedStyles(ownerId)).map(toStyleResponse);
}

/** Saves a style, refusing (400) the one beyond STYLE_LIMITS.maxPerUser. */
export async function createStyle(ownerId: string, body: CreateStyleBody): Promise<Style> {
  const saved = await insertSavedStyle(
    ownerId,
    {
      name: body.name,
      kind: body.kind,
      sourceUrl: body.sourceUrl ?? null,
      description: body.description,
      generation: body.generation ?? null,
    },
    STYLE_LIMITS.maxPerUser,
  );
  if (!saved) throw new AppError('validation_failed', STYLE_MESSAGES.tooMany);
  return toStyleResponse(saved);
}

/** Deletes one of the owner's styles; another user's style is as unknown as a missing one (404). */
export async function deleteStyle(ownerId: string, styleId: string): Promise<void> {
  if (!(await deleteSavedStyle(ownerId, styleId))) {
    throw new AppError('not_found', STYLE_MESSAGES.notFound);
  }
}
