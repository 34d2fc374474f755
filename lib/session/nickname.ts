/** The longest nickname, in UTF-16 code units as the server counts them. */
export const NICKNAME_MAX_LENGTH = 32;

/**
 * A zero-width joiner between two emoji, with a skin tone or the emoji form between: what joins 👨‍👩‍👧 or 👩🏽‍💻, and the
 * one format character a nickname may hold.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Whether `nickname` holds a control character or an invisible format character (a direction mark, a zero-width
 * space), emoji joiners aside: a nickname must look like what it is. The server refuses such a nickname, and the
 * profile form says why before sending it.
 */
export function hasHiddenCharacters(nickname: string): boolean {
  return /[\p{Cc}\p{Cf}]/u.test(nickname.replace(EMOJI_JOINER, ''));
}
