import { say, type Language } from '../../texts';

/** What the API knows about a person when it names them. */
export type NamedPerson = {
  username: string;
  nickname: string;
  mobile: string | null;
  deleted_at?: number | null;
};

/** 138****0000: a mobile shown without its middle digits. */
export const maskMobile = (mobile: string | null): string =>
  mobile && mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : (mobile ?? '');

/**
 * The one name a person is shown by, everywhere the API names someone (their own Mine page, a
 * ranking, a team list, a comment, a chat): the real name when set, else the nickname, else the
 * masked mobile; a deleted account reads "Deleted user" in the reader's language.
 */
export function displayName(person: NamedPerson, language: Language): string {
  if (person.deleted_at) return say(language, 'person.deleted');
  return person.username.trim() || person.nickname.trim() || maskMobile(person.mobile);
}

/** The columns displayName reads, from a users table aliased `alias`. */
export const nameColumns = (alias: string): string =>
  `${alias}.username, ${alias}.nickname, ${alias}.mobile, ${alias}.deleted_at`;
