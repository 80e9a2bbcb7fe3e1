import { api } from 'shared/request';
import { useAsyncData } from 'shared/standalone';

/** Today's clock-in tasks (/api/clockin/today), for joined users. */
export function useTodayTasks() {
  return useAsyncData(
    (signal) => api.get('/api/clockin/today', { loading: false, toast: false, signal }),
    [],
  );
}
