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
    impossible: {
      contractSameOffer: 'Einen solchen Vertrag kann es nicht geben: Ein Vertrag verbindet zwei verschiedene Angebote (etwa PC-8B-8C oder 139-140).',
      contractForm: 'Einen solchen Vertrag kann es nicht geben: Eine Vertrags-ID ist PC- und zwei Hexadezimalzahlen (etwa PC-8B-8C) oder zwei Zahlen (etwa 139-140).',
      offerForm: 'Ein solches Angebot kann es nicht geben: Eine Angebots-ID ist P- und eine Hexadezimalzahl (etwa P-72).',
      peachForm: 'Einen solchen Nutzer kann es nicht geben: Eine Peach-ID ist „Peach“ und Hexadezimalziffern 0–9 und a–f (etwa Peach02ab12cd).',
      userTooLong: 'Einen solchen Nutzer kann es nicht geben: Eine Nutzer-ID hat höchstens 66 Hexadezimalzeichen.',
    },
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
