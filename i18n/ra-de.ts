import type englishMessages from 'ra-language-english';
import type { Catalogue } from './types';

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

/**
 * react-admin's own messages (ra-language-english 5.15.4, all 164 keys) in formal German.
 * Vendored: the npm pack ra-language-german is for react-admin 3 and lacks 67 keys.
 * Placeholders and `||||` plural forms are react-admin's, with one deliberate exception:
 * `ra.sort.sort_by` uses `%{field}` (react-admin passes it too) instead of `%{field_lower_first}`,
 * because German nouns keep their capital letter ("Nach Titel aufsteigend sortieren").
 */
const messages: Strict<typeof englishMessages> = {
  ra: {
    action: {
      add_filter: 'Filter hinzufügen',
      add: 'Hinzufügen',
      back: 'Zurück',
      bulk_actions: '1 Eintrag ausgewählt |||| %{smart_count} Einträge ausgewählt',
      cancel: 'Abbrechen',
      clear_array_input: 'Liste leeren',
      clear_input_value: 'Eingabe löschen',
      clone: 'Duplizieren',
      confirm: 'Bestätigen',
      create: 'Erstellen',
      create_item: '%{item} erstellen',
      delete: 'Löschen',
      edit: 'Bearbeiten',
      export: 'Exportieren',
      list: 'Liste',
      refresh: 'Aktualisieren',
      remove_filter: 'Diesen Filter entfernen',
      remove_all_filters: 'Alle Filter entfernen',
      remove: 'Entfernen',
      reset: 'Zurücksetzen',
      save: 'Speichern',
      search: 'Suchen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      show: 'Anzeigen',
      sort: 'Sortieren',
      undo: 'Rückgängig',
      unselect: 'Auswahl aufheben',
      expand: 'Aufklappen',
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
    boolean: {
      true: 'Ja',
      false: 'Nein',
      null: ' ',
    },
    page: {
      create: '%{name} erstellen',
      dashboard: 'Übersicht',
      edit: '%{name} %{recordRepresentation}',
      error: 'Etwas ist schiefgelaufen',
      list: '%{name}',
      loading: 'Wird geladen',
      not_found: 'Nicht gefunden',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      invite: 'Möchten Sie einen Eintrag hinzufügen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    input: {
      file: {
        upload_several: 'Dateien zum Hochladen hierher ziehen oder klicken, um eine auszuwählen.',
        upload_single: 'Datei zum Hochladen hierher ziehen oder klicken, um sie auszuwählen.',
      },
      image: {
        upload_several: 'Bilder zum Hochladen hierher ziehen oder klicken, um eines auszuwählen.',
        upload_single: 'Bild zum Hochladen hierher ziehen oder klicken, um es auszuwählen.',
      },
      references: {
        all_missing: 'Die verknüpften Daten konnten nicht gefunden werden.',
        many_missing: 'Mindestens einer der verknüpften Einträge scheint nicht mehr verfügbar zu sein.',
        single_missing: 'Der verknüpfte Eintrag scheint nicht mehr verfügbar zu sein.',
      },
      password: {
        toggle_visible: 'Passwort verbergen',
        toggle_hidden: 'Passwort anzeigen',
      },
    },
    message: {
      about: 'Über',
      access_denied: 'Sie haben nicht die nötigen Berechtigungen, um diese Seite aufzurufen.',
      are_you_sure: 'Sind Sie sicher?',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_content:
        'Möchten Sie diesen Eintrag (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Einträge wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich ändern? |||| Möchten Sie diese %{smart_count} Einträge wirklich ändern?',
      bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
      clear_array_input: 'Möchten Sie die gesamte Liste wirklich leeren?',
      delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      details: 'Details',
      error: 'Es ist ein Fehler im Client aufgetreten; Ihre Anfrage konnte nicht abgeschlossen werden.',
      invalid_form: 'Das Formular ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
      loading: 'Bitte warten',
      no: 'Nein',
      not_found: 'Entweder haben Sie eine falsche URL eingegeben oder Sie sind einem fehlerhaften Link gefolgt.',
      select_all_limit_reached:
        'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} Einträge wurden ausgewählt.',
      unsaved_changes: 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
      yes: 'Ja',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      no_results: 'Keine %{name} gefunden',
      no_more_results: 'Die Seite %{page} existiert nicht. Versuchen Sie es mit der vorherigen Seite.',
      page_out_of_boundaries: 'Seite %{page} existiert nicht',
      page_out_from_end: 'Die letzte Seite ist bereits erreicht',
      page_out_from_begin: 'Die erste Seite ist bereits erreicht',
      page_range_info: '%{offsetBegin}–%{offsetEnd} von %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      next: 'Zur nächsten Seite',
      previous: 'Zur vorherigen Seite',
      page_rows_per_page: 'Zeilen pro Seite:',
      skip_nav: 'Zum Inhalt springen',
    },
    sort: {
      sort_by: 'Nach %{field} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      user_menu: 'Profil',
      username: 'Benutzername',
      password: 'Passwort',
      email: 'E-Mail',
      sign_in: 'Anmelden',
      sign_in_error: 'Die Anmeldung ist fehlgeschlagen, bitte versuchen Sie es erneut',
      logout: 'Abmelden',
    },
    notification: {
      updated: 'Eintrag aktualisiert |||| %{smart_count} Einträge aktualisiert',
      created: 'Eintrag erstellt',
      deleted: 'Eintrag gelöscht |||| %{smart_count} Einträge gelöscht',
      bad_item: 'Fehlerhafter Eintrag',
      item_doesnt_exist: 'Der Eintrag existiert nicht',
      http_error: 'Fehler bei der Kommunikation mit dem Server',
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      i18n_error: 'Die Übersetzungen für die gewählte Sprache konnten nicht geladen werden',
      canceled: 'Aktion abgebrochen',
      logged_out: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      minLength: 'Muss mindestens %{min} Zeichen lang sein',
      maxLength: 'Darf höchstens %{max} Zeichen lang sein',
      minValue: 'Muss mindestens %{min} sein',
      maxValue: 'Darf höchstens %{max} sein',
      number: 'Muss eine Zahl sein',
      email: 'Muss eine gültige E-Mail-Adresse sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
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

export const raGerman: Catalogue<typeof englishMessages> = messages;
