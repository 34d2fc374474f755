'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/queryKeys';
import { updateProfile, type ProfileUpdate } from '@/lib/api/user';
import { session } from '@/lib/session/store';

/** Sends a profile change and keeps the stored user info in step with the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (userInfo) => {
      if (!userInfo) return;
      session.set({ userInfo });
      queryClient.setQueryData(queryKeys.user.info(), userInfo);
      // Names and pictures appear in rankings and member lists too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.ranking.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unions.all });
    },
  });
}

export type { ProfileUpdate };
