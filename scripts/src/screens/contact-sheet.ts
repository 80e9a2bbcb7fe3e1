// The contact sheet of a screens run: every shot as a thumbnail, grouped by route, each
// labelled with path, reader, language and width and linking to its full-size PNG.

export type SheetEntry = {
  route: string;
  path: string;
  reader: string;
  language: string;
  width: number;
  /** The PNG's name, relative to the sheet. */
  file: string;
  /** What went wrong or looks suspicious (redirected, still loading…). */
  notes: string[];
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function contactSheet(entries: readonly SheetEntry[], title: string): string {
  const routes = [...new Set(entries.map((e) => e.route))];
  const groups = routes.map((route) => {
    const shots = entries.filter((e) => e.route === route);
    const figures = shots
      .map((shot) => {
        const label = `${shot.path} · ${shot.reader} · ${shot.language} · ${shot.width} px`;
        const notes = shot.notes.length
          ? `<p class="notes">${shot.notes.map(escapeHtml).join('<br>')}</p>`
          : '';
        return `<figure class="w${shot.width}"><a href="${encodeURI(shot.file)}"><img src="${encodeURI(shot.file)}" alt="${escapeHtml(label)}" loading="lazy"></a><figcaption>${escapeHtml(label)}</figcaption>${notes}</figure>`;
      })
      .join('\n');
    return `<section id="${escapeHtml(route)}"><h2>${escapeHtml(route)}</h2><div class="grid">${figures}</div></section>`;
  });
  const index = routes
    .map((route) => `<a href="#${encodeURI(route)}">${escapeHtml(route)}</a>`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; background: #f4f4f4; color: #222; }
nav { margin-bottom: 16px; line-height: 1.8; }
nav a { margin-right: 8px; white-space: nowrap; }
section { margin-bottom: 24px; }
h2 { font-size: 15px; margin: 8px 0; }
.grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
figure { margin: 0; background: #fff; padding: 6px; border: 1px solid #ddd; }
figure img { display: block; width: 160px; height: 300px; object-fit: cover; object-position: top; }
figure.w960 img { width: 300px; height: 300px; }
figcaption { max-width: 300px; margin-top: 4px; color: #555; overflow-wrap: anywhere; }
figure.w375 figcaption { max-width: 160px; }
.notes { color: #b00020; margin: 4px 0 0; max-width: 300px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<nav>${index}</nav>
${groups.join('\n')}
</body>
</html>
`;
}
