import type { Catalogue, Overrides } from '../types';
import type { palette } from './palette';

/** German and Swiss German of the command palette: part of the German chunk (the English: palette.ts). */
const de: Catalogue<typeof palette.en> = {
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
};

/** Swiss German: "nochmals" for "again", as Swiss staff say it. */
const deCH: Overrides<typeof palette.en> = {
  palette: { failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es nochmals.' },
};

export const paletteDe = { de, deCH };
