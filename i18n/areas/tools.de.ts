import type { Catalogue, Overrides } from '../types';
import type { tools } from './tools';

/** German and Swiss German of the tools area: part of the German chunk, downloaded only when German is chosen (the English: tools.ts). */
const de: Catalogue<typeof tools.en> = {
  palette: {
    title: 'Befehlspalette',
    input: 'Suchen oder Befehl ausführen',
    placeholder: 'Vertrags-, Nutzer- oder Angebots-ID, eine Seite oder Aktion…',
    results: 'Ergebnisse',
    searching: 'Suche läuft…',
    failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    nothing: 'Nichts gefunden',
    count: '$0 Ergebnis |||| $0 Ergebnisse',
    hint: '↑ ↓ zum Wählen · Enter zum Öffnen · Esc zum Schließen',
    group: { contracts: 'Verträge', users: 'Nutzer', offers: 'Angebote', screens: 'Seiten', actions: 'Aktionen' },
    contractDetail: '$0 · $1 Sats · $2',
    userDetail: '$0 · $1 Trade |||| $0 · $1 Trades',
    offerDetail: '$0 · $1 Sats · $2',
    allInSearch: 'Alle $0 in der Suche',
    language: 'Sprache: $0',
    theme: { light: 'Zum hellen Design wechseln', dark: 'Zum dunklen Design wechseln' },
  },
  shortcuts: {
    title: 'Tastenkürzel',
    close: 'Schließen',
    ctrl: 'Strg oder ⌘',
    enter: 'Eingabe',
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

/** Swiss German: "Entscheid" for a ruling and "nochmals" for "again", as Swiss staff say them. */
const deCH: Overrides<typeof tools.en> = {
  palette: { failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es nochmals.' },
  shortcuts: { case: { resolution: 'Zum Entscheid springen' } },
};

export const toolsDe = { de, deCH };
