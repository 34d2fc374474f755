import { shareCodeForSignUp } from '@/lib/navigation/shareCode';
import type { UserInfo } from '@/lib/session/store';
import { mainApi } from './clients';
import type { ApiResult } from './failure';

export interface EmailCredentials {
  email: string;
  captcha: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/** Mails a login code. The result is returned, not published: the login form shows failures inline. */
export function sendCaptcha({ email }: { email: string }): Promise<ApiResult<unknown>> {
  return mainApi.request('POST', '/public/user/send-captcha', { email });
}

/**
 * Exchanges email and code for a session token; failures are returned for the form to show inline.
 * The share code the reader arrived with goes along: the server records its owner as the inviter of a new account.
 */
export function loginByEmail({ email, captcha }: EmailCredentials): Promise<ApiResult<LoginResult>> {
  return mainApi.request<LoginResult>('POST', '/public/user/login-in', { email, captcha, shareCode: shareCodeForSignUp() });
}

export interface SignInMessage {
  nonce: string;
  /** The EIP-4361 message the wallet signs, written by the server for its own domain and chain. */
  message: string;
  expiresAt: string;
}

/** Starts a wallet sign-in: the single-use message for `address` to sign. */
export function requestSignInMessage({ address }: { address: string }): Promise<ApiResult<SignInMessage>> {
  return mainApi.request<SignInMessage>('POST', '/public/user/login-nonce', { address });
}

/** Exchanges the signed sign-in message for a session token (with the share code, as `loginByEmail`). */
export function loginByWallet({ message, signature }: { message: string; signature: string }): Promise<ApiResult<LoginResult>> {
  return mainApi.request<LoginResult>('POST', '/public/user/login', { message, signature, shareCode: shareCodeForSignUp() });
}

export function fetchUserInfo(options?: { signal?: AbortSignal }): Promise<UserInfo | null> {
  return mainApi.get<UserInfo>('/app/user/info', undefined, options);
}

/** Revokes the session on the server. */
export function logout(): Promise<unknown> {
  return mainApi.post('/app/user/logout');
}

export interface ProfileUpdate {
  nickname?: string;
  /** A `data:` URL of the new picture. */
  avatar?: string;
}

/** Changes the nickname and/or avatar; the updated user, or null after the failure was shown. */
export function updateProfile(update: ProfileUpdate): Promise<UserInfo | null> {
  return mainApi.post<UserInfo>('/app/user/update', update);
}

/** Binds a Google email, proven by the code send-captcha mailed to it; the updated user, or the failure to show inline. */
export function bindGoogleEmail({ email, captcha }: EmailCredentials): Promise<ApiResult<UserInfo>> {
  return mainApi.request<UserInfo>('POST', '/app/user/bind-info', { type: 'google', googleEmail: email, captcha });
}
