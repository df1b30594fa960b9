import type { User } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { updateProfile, type ProfileUpdate } from './profile.api';

/**
 * Saves part of the brand profile and puts the user the API answers in the session cache, so
 * every screen shows the saved values at once.
 */
export function useSaveProfile() {
  const { updateUser } = useAuth();
  return useMutation<User, unknown, ProfileUpdate>({
    mutationFn: updateProfile,
    onSuccess: (user) => updateUser(user),
  });
}
