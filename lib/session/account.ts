'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api/failure';
import { queryKeys } from '@/lib/api/queryKeys';
import { fetchUserInfo, loginByEmail, logout, type EmailCredentials } from '@/lib/api/user';
import { session, useIsLoggedIn, type UserInfo } from './store';

/**
 * Email login: stores the token, then fetches the full user info and persists it.
 * Resolves to the login's result so the form can show a refusal inline.
 */
export function useEmailLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: EmailCredentials): Promise<ApiResult<UserInfo>> => {
      const login = await loginByEmail(credentials);
      if (!login.ok) return login;
      session.set({ token: login.data.token, userInfo: login.data.userInfo });
      const userInfo = (await fetchUserInfo()) ?? login.data.userInfo;
      session.set({ userInfo });
      queryClient.setQueryData(queryKeys.user.info(), userInfo);
      return { ok: true, data: userInfo };
    },
  });
}

/** Refreshes the signed-in user's info from the server and persists it; screens read it from the session. */
export function useUserInfoRefresh() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.user.info(),
    queryFn: async ({ signal }) => {
      const userInfo = await fetchUserInfo({ signal });
      if (userInfo) session.set({ userInfo });
      return userInfo;
    },
    enabled: loggedIn,
  });
}

/** Revokes the session on the server, then forgets it here even if the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      session.signOut();
      queryClient.removeQueries({ queryKey: queryKeys.user.all });
    },
  });
}
