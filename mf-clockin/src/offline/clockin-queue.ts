import { api, isRequestError, upload, type ContractData } from 'shared/request';
import { dataUrlToBlob } from './photo-data';

type Upload = ContractData<'post', '/api/upload'>;

/** A photo of a saved clock-in: uploaded already, or kept on the device until it can be. */
export type QueuedPhoto = { url: string } | { dataUrl: string; name: string };

/** A clock-in made while offline, kept on the device until the network is back. */
export type QueuedClockin = {
  /** The idempotency key: however often it is sent, the server records it once. */
  clientKey: string;
  taskId: number;
  taskTitle: string;
  activityId: number;
  body: string;
  location: string;
  latitude?: number;
  longitude?: number;
  photos: QueuedPhoto[];
  savedAt: number;
  /** The server refused it (a rule, not the network): shown to the user, never re-sent. */
  failure?: string;
};

const STORAGE_KEY = 'mf_clockin.offline_queue';
const CHANGE_EVENT = 'mf-clockin-queue-change';

export function readQueue(): QueuedClockin[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedClockin[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly QueuedClockin[]): void {
  if (queue.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function updateEntry(clientKey: string, change: (entry: QueuedClockin) => QueuedClockin | null) {
  writeQueue(
    readQueue().flatMap((entry) => {
      if (entry.clientKey !== clientKey) return [entry];
      const next = change(entry);
      return next ? [next] : [];
    }),
  );
}

/** Keeps a clock-in on the device (throws when the browser's storage is full). */
export function enqueueClockin(entry: QueuedClockin): void {
  writeQueue([...readQueue().filter((e) => e.clientKey !== entry.clientKey), entry]);
}

export function dismissQueued(clientKey: string): void {
  updateEntry(clientKey, () => null);
}

export function subscribeQueue(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export const queueSnapshot = (): string => localStorage.getItem(STORAGE_KEY) ?? '[]';

const isOffline = (error: unknown): boolean =>
  isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** Uploads the photos still on the device, saving each URL as soon as it is known. */
async function uploadPhotos(entry: QueuedClockin): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, photo] of entry.photos.entries()) {
    if ('url' in photo) {
      urls.push(photo.url);
      continue;
    }
    const uploaded = await upload<Upload>('/api/upload', dataUrlToBlob(photo.dataUrl), {
      fileName: photo.name,
      loading: false,
      toast: false,
    });
    urls.push(uploaded.url);
    updateEntry(entry.clientKey, (e) => ({
      ...e,
      photos: e.photos.map((p, i) => (i === index ? { url: uploaded.url } : p)),
    }));
  }
  return urls;
}

async function sendEntry(entry: QueuedClockin): Promise<void> {
  const photos = await uploadPhotos(entry);
  await api.post('/api/clockin/records', {
    body: {
      task_id: entry.taskId,
      body: entry.body,
      photos,
      ...(entry.location ? { location: entry.location } : {}),
      ...(entry.latitude !== undefined && entry.longitude !== undefined
        ? { latitude: entry.latitude, longitude: entry.longitude }
        : {}),
      client_key: entry.clientKey,
    },
    loading: false,
    toast: false,
  });
}

let flushing: Promise<number> | null = null;

/**
 * Sends the saved clock-ins in order, one run at a time; answers how many were recorded. The
 * network failing again stops the run (the rest wait for the next one, or for a retry shortly when
 * the browser still reports a connection); a refusal is kept with its message for the user.
 */
export function flushQueue(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const entry of readQueue()) {
        if (entry.failure) continue;
        try {
          await sendEntry(entry);
          dismissQueued(entry.clientKey);
          sent++;
        } catch (error) {
          if (isOffline(error)) {
            // Still "online" means the reply was lost on the way (the server may have the
            // clock-in already; its key makes a resend count once): try again shortly.
            if (navigator.onLine) retrySoon();
            break;
          }
          const failure = error instanceof Error && error.message ? error.message : String(error);
          updateEntry(entry.clientKey, (e) => ({ ...e, failure }));
        }
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}

const sentListeners = new Set<(count: number) => void>();
let started = false;

function sendWhenOnline(): void {
  if (!navigator.onLine || readQueue().every((e) => e.failure)) return;
  void flushQueue().then((count) => {
    if (count > 0) for (const listener of sentListeners) listener(count);
  });
}

/**
 * Sends the saved clock-ins now if online, and each time the network comes back; `onSent` hears
 * of each run that recorded some. Answers the function that stops listening.
 */
export function watchQueue(onSent: (count: number) => void): () => void {
  sentListeners.add(onSent);
  if (!started) {
    started = true;
    window.addEventListener('online', sendWhenOnline);
  }
  sendWhenOnline();
  return () => sentListeners.delete(onSent);
}

const RETRY_DELAY_MS = 5000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A submit failed on the network while the browser still reports a connection (a dropped reply,
 * a flaky link): try the queue again shortly, not only on the next 'online' event.
 */
export function retrySoon(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(sendWhenOnline, RETRY_DELAY_MS);
}

/** For tests: forget the listeners so each test starts again. */
export function resetQueueSync(): void {
  clearTimeout(retryTimer);
  window.removeEventListener('online', sendWhenOnline);
  sentListeners.clear();
  started = false;
  flushing = null;
}
