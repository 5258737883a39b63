import englishMessages from 'ra-language-english';
import germanPack from 'ra-language-german';
import { mergeTrees, type Catalogue, type Overrides, type Tree } from './types';

/**
 * ra-core types the English messages as TranslationMessages, whose groups carry `[key: string]`
 * index signatures and whose `guesser` and `configurable` are optional: against that type a
 * misspelt or missing German key would still compile. Strict drops the index signatures and the
 * optional marks, so this file must hold exactly react-admin's keys.
 */
type Strict<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : Strict<NonNullable<T[K]>>;
};

type RaMessages = Strict<typeof englishMessages>;

/** The pack's messages at react-admin 5's keys only (it still carries react-admin 3's `ra.navigation.prev`). */
function atKeysOf(reference: object, tree: object): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    const ref = (reference as Tree)[key];
    if (ref === undefined) continue;
    if (typeof value === 'string') out[key] = value;
    else if (typeof ref === 'object') out[key] = atKeysOf(ref, value);
  }
  return out;
}

/**
 * What ra-language-german (written for react-admin 3) lacks or words wrongly for react-admin 5, in
 * formal German. Wrong means: a placeholder react-admin 5 no longer passes (`#%{id}` where it passes
 * `%{recordRepresentation}`), a text without the placeholder react-admin's English has (`%{name}`),
 * Swiss spelling in German (`Schliessen`, `ausserhalb`: de-CH gets ss from ß anyway), a wrong word
 * (`verbinden` for signing in, `Nummer` for a number, `Zurücksetzen` for undo, which is `reset` now)
 * or the informal "du" beside the formal "Sie".
 * One deliberate placeholder change: `ra.sort.sort_by` uses `%{field}` (react-admin passes it too)
 * instead of `%{field_lower_first}`, because German nouns keep their capital ("Nach Titel … sortieren").
 */
export const corrections: Overrides<RaMessages> = {
  ra: {
    action: {
      clear_array_input: 'Liste leeren',
      create_item: '%{item} erstellen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      undo: 'Rückgängig',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      update: 'Ändern',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Zwischen hellem und dunklem Design wechseln',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      error: 'Etwas ist schiefgelaufen',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    message: {
      access_denied: 'Sie haben nicht die nötigen Berechtigungen, um diese Seite aufzurufen.',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich ändern? |||| Möchten Sie diese %{smart_count} Elemente wirklich ändern?',
      bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
      clear_array_input: 'Möchten Sie die gesamte Liste wirklich leeren?',
      delete_content: 'Möchten Sie dieses Element (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      no_results: 'Keine %{name} gefunden',
      page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      previous: 'Zurück',
    },
    sort: {
      sort_by: 'Nach %{field} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      email: 'E-Mail',
    },
    notification: {
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      logged_out: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      number: 'Muss eine Zahl sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern …',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten vorhanden',
        message: 'Bitte überprüfen Sie Ihren Data Provider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Datentabelle',
        unlabeled: 'Spalte ohne Bezeichnung #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Eingabefeld ohne Bezeichnung #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Haupttext',
        secondaryText: 'Zweiter Text',
        tertiaryText: 'Dritter Text',
      },
    },
  },
};

/** react-admin's messages in German: the pack, then the corrections. i18n.test.ts proves every key is there. */
export const raGerman: Catalogue<typeof englishMessages> = mergeTrees<RaMessages>(
  atKeysOf(englishMessages, germanPack),
  corrections,
);
