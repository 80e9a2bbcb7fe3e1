import {
  RENDERED_STATE_ID,
  RENDER_FALLBACK_ID,
  type RenderedState,
} from '../server/render-contract';
import type { FallbackReason } from '../server/render-reasons';

function block(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The state of the page the shell's server rendered, when this page is one. */
export function readRenderedState(): RenderedState | null {
  const state = block(RENDERED_STATE_ID) as RenderedState | null;
  return state && typeof state.path === 'string' && typeof state.calls === 'object' ? state : null;
}

/** Why the shell's server sent this page to be rendered here, when it did. */
export function readRenderFallback(): FallbackReason | null {
  const fallback = block(RENDER_FALLBACK_ID) as { reason?: FallbackReason } | null;
  return fallback?.reason ?? null;
}
