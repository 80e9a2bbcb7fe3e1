import { getCulture } from '../../contract/content';
import { readThrough } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';

type CultureRow = {
  id: number;
  kind: 'intro' | 'value' | 'history' | 'gallery';
  title: string;
  body: string;
  image: string;
  event_date: string | null;
};

export const cultureHandlers = [
  implement(getCulture, ({ services }) =>
    readThrough(services.db, 'culture', () => {
      const rows = statement<[], CultureRow>(
        services.db,
        'SELECT id, kind, title, body, image, event_date FROM culture_items ORDER BY sort, id',
      ).all();
      const of = (kind: CultureRow['kind']) => rows.filter((r) => r.kind === kind);
      const intro = of('intro')[0];
      return {
        intro: intro ? { title: intro.title, body: intro.body, image: intro.image } : null,
        values: of('value').map(({ id, title, body }) => ({ id, title, body })),
        history: of('history')
          .map(({ id, event_date, title, body }) => ({ id, date: event_date ?? '', title, body }))
          .sort((a, b) => a.date.localeCompare(b.date)),
        gallery: of('gallery').map(({ id, title, image }) => ({ id, title, image })),
      };
    }),
  ),
];
