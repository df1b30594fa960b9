import { useState } from 'react';
import type { ProfileUpdate } from './profile.api';
import type { UpdateNotice } from './update-bar';
import { useSaveProfile } from './use-save-profile';

export interface SettingsUpdateTexts {
  success: string;
  failure: (error: unknown) => string;
}

/**
 * The save flow of a settings edit screen: saves profile fields, then shows the success text and
 * runs `onSaved` (going back, opening a page), or shows the failure text. Once saved the screen
 * stays locked while it leaves, so a second click cannot save again.
 */
export function useSettingsUpdate(texts: SettingsUpdateTexts) {
  const saveProfile = useSaveProfile();
  const [notice, setNotice] = useState<UpdateNotice | null>(null);
  const [isDone, setIsDone] = useState(false);

  function save(fields: ProfileUpdate['fields'], onSaved: () => void) {
    setNotice(null);
    saveProfile.mutate(
      { fields },
      {
        onSuccess: () => {
          setIsDone(true);
          setNotice({ tone: 'success', text: texts.success });
          onSaved();
        },
        onError: (error) => setNotice({ tone: 'error', text: texts.failure(error) }),
      },
    );
  }

  return {
    save,
    notice,
    /** Shows a message of the screen's own (a missing choice), or clears it with null. */
    setNotice,
    isDone,
    isSaving: saveProfile.isPending,
    /** Inputs are locked while saving and once saved. */
    isLocked: saveProfile.isPending || isDone,
  };
}
