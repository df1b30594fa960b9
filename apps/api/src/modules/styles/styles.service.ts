import {
  STYLE_LIMITS,
  STYLE_MESSAGES,
  type CreateStyleBody,
  type Style,
} from '@postcraft/contracts';
import {
  asOwnerId,
  countLibraryTemplates,
  deleteSavedStyle,
  insertSavedStyle,
  isLibraryTemplate,
  listSavedStyles,
  toStyleResponse,
  type NewSavedStyle,
} from '@postcraft/data';
import { ownerPlanOf, templateRefusal, type EntitlementSettings } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import { throwIfRefused } from '@postcraft/studio';

/** The owner's saved styles, newest first. */
export async function listStyles(ownerId: string): Promise<Style[]> {
  return (await listSavedStyles(ownerId)).map(toStyleResponse);
}

/**
 * Saves a style, refusing (400) the one beyond STYLE_LIMITS.maxPerUser, and a Library template
 * beyond the plan's (403 plan_limit, nothing kept). Two templates saved at once may both pass the
 * first count: each counts again once stored, and one that went past the plan takes itself back.
 */
export async function createStyle(
  ownerId: string,
  body: CreateStyleBody,
  settings: EntitlementSettings,
): Promise<Style> {
  const style: NewSavedStyle = {
    name: body.name,
    kind: body.kind,
    sourceUrl: body.sourceUrl ?? null,
    description: body.description,
    generation: body.generation ?? null,
  };
  const plan = isLibraryTemplate(style) ? await ownerPlanOf(asOwnerId(ownerId), settings) : null;
  if (plan) throwIfRefused(templateRefusal(plan, await countLibraryTemplates(ownerId)));
  const saved = await insertSavedStyle(ownerId, style, STYLE_LIMITS.maxPerUser);
  if (!saved) throw new AppError('validation_failed', STYLE_MESSAGES.tooMany);
  if (plan) {
    const others = (await countLibraryTemplates(ownerId)) - 1;
    const refusal = templateRefusal(plan, others);
    if (refusal) {
      await deleteSavedStyle(ownerId, saved._id.toString());
      throwIfRefused(refusal);
    }
  }
  return toStyleResponse(saved);
}

/** Deletes one of the owner's styles; another user's style is as unknown as a missing one (404). */
export async function deleteStyle(ownerId: string, styleId: string): Promise<void> {
  if (!(await deleteSavedStyle(ownerId, styleId))) {
    throw new AppError('not_found', STYLE_MESSAGES.notFound);
  }
}
