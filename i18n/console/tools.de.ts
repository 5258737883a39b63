import type { Catalogue, Overrides } from '../types';
import type { tools } from './tools';

/** German and Swiss German of the tools area: part of the German chunk, downloaded only when German is chosen (the English: tools.ts). */
const de: Catalogue<typeof tools.en> = {
  shortcuts: {
    title: 'Tastenkürzel',
    close: 'Schließen',
    ctrl: 'Strg oder ⌘',
    enter: 'Enter',
    scope: { everywhere: 'Überall', queue: 'Streitfälle', case: 'Fall' },
    palette: 'Befehlspalette öffnen',
    help: 'Diese Tastenkürzel anzeigen',
    queue: {
      next: 'Nächster Fall',
      previous: 'Vorheriger Fall',
      open: 'Fall öffnen',
      filter: 'Nach Vertrags- oder Nutzer-ID filtern',
    },
    case: {
      next: 'Nächster Fall der Warteschlange',
      previous: 'Vorheriger Fall der Warteschlange',
      chat: 'Im Chat schreiben',
      resolution: 'Zur Entscheidung springen',
    },
    noNext: 'Das ist der letzte Fall der Warteschlange',
    noPrevious: 'Das ist der erste Fall der Warteschlange',
  },
  export: {
    button: 'CSV herunterladen',
    starting: 'Datei wird vorbereitet…',
    progress: '$0 von $1 Zeilen geladen',
    truncated: 'Die Datei enthält die ersten $0 Zeilen. Für den Rest grenzen Sie die Filter ein.',
    column: { raised: 'Eröffnet (UTC)', created: 'Erstellt (UTC)' },
  },
};

/** Swiss German: "Entscheid" for a ruling, as Swiss staff say it ("nochmals": palette.de.ts). */
const deCH: Overrides<typeof tools.en> = {
  shortcuts: { case: { resolution: 'Zum Entscheid springen' } },
};

export const toolsDe = { de, deCH };
