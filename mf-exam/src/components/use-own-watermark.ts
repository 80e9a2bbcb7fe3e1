import { useSessionStore } from 'shared/session';

/**
 * The watermark text of the signed-in person, built as the server builds an attempt's: the display
 * name and the last four digits of the mobile. For pages whose reply carries none (the grade).
 */
export function useOwnWatermark(): string | null {
  const name = useSessionStore((state) => state.user.display_name);
  const mobile = useSessionStore((state) => state.user.mobile);
  if (!name || !mobile) return null;
  return `${name} ${mobile.slice(-4)}`;
}
