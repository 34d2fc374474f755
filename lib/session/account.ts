'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import type { ApiResult } from '@/lib/api/failure';
import { accountQueryKeys, queryKeys } from '@/lib/api/queryKeys';
import { bindGoogleEmail, fetchUserInfo, loginByEmail, logout, type EmailCredentials, type LoginResult } from '@/lib/api/user';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/lib/navigation/guard';
import { session, useIsLoggedIn, type UserInfo } from './store';

/** Forgets what the last account's answers were, for the account that comes next (or none). */
function forgetAccountAnswers(queryClient: QueryClient): void {
  for (const queryKey of accountQueryKeys) queryClient.removeQueries({ queryKey });
}

/**
 * Where every way of logging in ends: stores the token, fetches the full user info and persists it,
 * then returns the reader to the screen they wanted (`?redirect=`).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const returnTo = safeRedirectTarget(useSearchParams().get(REDIRECT_PARAM));
  return useCallback(
    async (login: LoginResult): Promise<UserInfo> => {
      forgetAccountAnswers(queryClient);
      session.set({ token: login.token, userInfo: login.userInfo });
      const userInfo = (await fetchUserInfo()) ?? login.userInfo;
      session.set({ userInfo });
      queryClient.setQueryData(queryKeys.user.info(), userInfo);
      router.replace(returnTo);
      return userInfo;
    },
    [queryClient, router, returnTo],
  );
}

/** Email login. Resolves to the login's result so the form can show a refusal inline. */
export function useEmailLogin() {
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (credentials: EmailCredentials): Promise<ApiResult<UserInfo>> => {
      const login = await loginByEmail(credentials);
      if (!login.ok) return login;
      return { ok: true, data: await completeLogin(login.data) };
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

/**
 * Binds a Google email proven by the code mailed to it, and keeps the bound user: with a Google email
 * the wallet-session rule on the first bound wallet applies (docs/PRODUCT.md §4).
 */
export function useBindGoogleEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: EmailCredentials): Promise<ApiResult<UserInfo>> => {
      const bound = await bindGoogleEmail(credentials);
      if (bound.ok) {
        session.set({ userInfo: bound.data });
        queryClient.setQueryData(queryKeys.user.info(), bound.data);
      }
      return bound;
    },
  });
}

/** Revokes the session on the server, then forgets it here even if the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      session.signOut();
      forgetAccountAnswers(queryClient);
    },
  });
}
