/**
 * German "Why?" explanations of the lift-shaft rule set (rules/lift-shaft), one per rule id, for
 * planners: what the rule decides and why, with the figures of docs/domain.md. Keyed by `ruleExplanationKey`
 * (libs/i18n/src/rule-explanations.ts), which escapes `.`, `:` and `%` in rule ids; the current ids
 * contain none, so the keys are the ids as they are. A rule without an entry shows its rule-set
 * description instead (rule-explanations.spec.ts keeps these in step with the rule set).
 */
export const deRuleExplanations = {
  // Stage options
  'has-machine-room':
    'Ein Maschinenraum liegt vor, wenn er oben oder unten angegeben ist; das wirkt sich auf Leitungslängen, Repeater, Raucherkennung und Kabel aus.',
  'lift-area-percentages-by-country':
    'Welcher Anteil der Schachtgrundfläche als Lüftungsfläche wählbar ist, hängt vom Land ab: in Deutschland 2,5 %, in Österreich 2,5 % oder 1,0 %, in anderen Ländern nur die manuelle Eingabe.',
  'lift-area-manual-if-modernized':
    'Bei Modernisierungen in Deutschland und Österreich kann die Lüftungsfläche zusätzlich manuell eingegeben werden, etwa nach der vorhandenen Öffnung.',
  'chosen-lift-area-percentage':
    'Ist der gewählte Anteil der Lüftungsfläche für Land und Projektart nicht zulässig, wird der erste zulässige Anteil verwendet.',
  'lift-area-percent':
    'Der gewählte Anteil legt den Prozentsatz der Schachtgrundfläche fest (2,5 % oder 1,0 %); bei manueller Eingabe gilt die eingegebene Lüftungsfläche.',
  'shaft-floor-area':
    'Die Schachtgrundfläche ist Schachtbreite mal Schachttiefe in mm²; fehlt eines der beiden Maße, kann sie nicht berechnet werden.',
  'minimum-lift-area':
    'Die Mindest-Lüftungsfläche ist die Schachtgrundfläche mal dem Prozentsatz, aufgerundet, mindestens aber 100.000 mm² (z. B. 1.600 × 2.600 mm bei 2,5 % = 104.000 mm²).',
  'total-lift-area':
    'Die erforderliche Lüftungsfläche ist bei manueller Eingabe der eingegebene Wert, sonst die berechnete Mindest-Lüftungsfläche.',
  ready:
    'Erst wenn eine erforderliche Lüftungsfläche über 0 mm² feststeht, bestimmt der Kalkulator Komponenten und Kosten; sonst wird alles zurückgesetzt.',
  'aio-basic-availability':
    'Das System AIO-Basic ist nicht möglich, wenn der Verschluss (NRWG) bauseits gestellt wird, Niedrigenergiestandard oder ein geräuscharmer Antrieb gefordert ist, mehr als 2 Aufzüge im Schacht sind oder ein zusätzlicher Rauchmelder gewünscht ist.',
  'aio-basic-excluded-by':
    'Ermittelt die erste Angabe, die AIO-Basic ausschließt, damit der Hinweis „Ausgeschlossen durch …“ sie nennen kann.',
  'aio-sets-allowed':
    'AIO-Basic-Sets werden nur angeboten, wenn Lüftungsfläche, Einbaulage und Schachthöhe angegeben sind, kein Rauchmelder in der Hauptebene gewünscht ist und AIO-Basic möglich ist.',
  'aio-line-length-reduction':
    'Mit Maschinenraum verringern sich die zulässigen Schachthöhen der AIO-Basic-Sets um 12.000 mm, weil die Leitung bis in den Maschinenraum reichen muss.',
  'aio-set-aio-basic-pd-12':
    'Das Set AIO-BASIC-PD-12 mit Punktmeldern passt zu Schachthöhen bis 12.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
  'aio-set-aio-basic-pd-24':
    'Das Set AIO-BASIC-PD-24 mit Punktmeldern passt zu Schachthöhen über 12.000 mm bis 24.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
  'aio-set-aio-basic-pd-36':
    'Das Set AIO-BASIC-PD-36 mit Punktmeldern passt zu Schachthöhen über 24.000 mm bis 36.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
  'aio-set-aio-basic-pd-48':
    'Das Set AIO-BASIC-PD-48 mit Punktmeldern passt zu Schachthöhen über 36.000 mm bis 48.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
  'aio-set-aio-basic-sd-l-f1-50':
    'Das Set AIO-BASIC-SD-L-F1-50 mit Linienmelder SD-L-F1 passt zu Schachthöhen bis 50.000 mm und wird mit Maschinenraum nicht angeboten, weil AIO-Basic dort nur Punktmelder zulässt.',
  'aio-set-aio-basic-sd-l-f1-100':
    'Das Set AIO-BASIC-SD-L-F1-100 mit Linienmelder SD-L-F1 passt zu Schachthöhen über 50.000 mm bis 100.000 mm und wird mit Maschinenraum nicht angeboten, weil AIO-Basic dort nur Punktmelder zulässt.',
  'chosen-aio-set': 'Ein gewähltes AIO-Basic-Set, das mit den aktuellen Angaben nicht mehr angeboten wird, wird abgewählt.',
  flow: 'Mit einem AIO-Basic-Set folgt der Kalkulator dem Ablauf für Komplettsets und überspringt Schritte, ohne Set dem Standardablauf.',
  'system-l-aio': 'Das System L-AIO mit der Steuerzentrale BK-AIO ist immer verfügbar und wird zuerst angeboten.',
  'system-aio-basic': 'Das System AIO-Basic wird angeboten, solange keine Angabe es ausschließt.',
  'chosen-system':
    'Mit einem AIO-Basic-Set gilt das System AIO-Basic; ist das gewählte System nicht verfügbar, wird das erste verfügbare verwendet.',
  'remaining-lst-line-length':
    'Die Leitung der Aufzugsstatuserkennung reicht 70.000 mm (mit Maschinenraum 65.000 mm); die Schachthöhe darüber hinaus muss mit Repeatern überbrückt werden.',
  'repeater-count':
    'Je angefangene 36.000 mm Restlänge wird ein LST-Repeater benötigt, mit Maschinenraum ein weiterer für die Leitung dorthin.',
  'smoke-detection-by-height':
    'Welche Raucherkennung angeboten wird, hängt von der Schachthöhe ab: bis 12.000 mm zuerst Punktmelder, bis 75.000 mm zuerst Linienmelder SD-L-F1, darüber ohne Ansaugrauchmelder RAS.',
  'smoke-none-not-in-germany': 'In Deutschland ist eine Raucherkennung vorgeschrieben, daher wird „Keine“ dort nicht angeboten.',
  'smoke-none-needs-integration-or-reduced-area':
    'Ohne Raucherkennung geht es nur mit Anbindung an Brandmelde- oder Gebäudeleittechnik oder bei einer Lüftungsfläche von 1,0 % bzw. manueller Eingabe.',
  'point-detector-at-most-two-lifts': 'Punktmelder sind nur bei höchstens 2 Aufzügen pro Schacht möglich und entfallen bei mehr Aufzügen.',
  'sdlf1-height-range': 'Der Linienmelder SD-L-F1 ist nur bei einer Schachthöhe über 8.000 mm bis einschließlich 120.000 mm möglich.',
  'machine-room-aio-basic-point-detector-only': 'Mit Maschinenraum lässt AIO-Basic als Raucherkennung nur Punktmelder zu.',
  'chosen-smoke-detection':
    'Ist die gewählte Raucherkennung nicht möglich, wird die erste mögliche verwendet; bleibt nur eine übrig, ist sie fest vorgegeben.',
  'aio-set-forces-point-detector': 'Ein AIO-Basic-Set mit „PD“ im Namen enthält Punktmelder und legt die Raucherkennung darauf fest.',
  'aio-set-forces-sdlf1':
    'Ein AIO-Basic-Set mit „SD-L-F1“ im Namen enthält den Linienmelder SD-L-F1 und legt die Raucherkennung darauf fest.',
  'lift-status-options': 'Zur Aufzugsstatuserkennung stehen LST-CO2-V3 und der Störmeldekontakt zur Wahl.',
  'lst-not-with-repeaters-on-aio-basic': 'Mit AIO-Basic ist LST-CO2-V3 nicht möglich, sobald der Schacht einen Repeater braucht.',
  'chosen-lift-status': 'Ist die gewählte Aufzugsstatuserkennung nicht möglich, wird die erste mögliche verwendet.',
  'montage-included': 'Montage durch den Anbieter ist nur für Projekte in Deutschland möglich.',
  'montage-location':
    'Ohne eigene Angabe gilt die Postleitzahl des Gebäudes als Montageort; außerhalb Deutschlands entfällt der Montageort.',
  'component-quantity-reset-triggers':
    'Ändern sich AIO-Basic-Set, Einbaulage, bauseitiger Verschluss, Projektart, System, Wetterschutz, geräuscharmer Antrieb oder Niedrigenergiestandard, werden die Mengen der Lüftungskomponenten zurückgesetzt.',
  'message-more-than-two-lifts':
    'Warnt, dass mehr als 2 Aufzüge pro Schacht nur mit einer Sonderkonfiguration nach Rücksprache mit dem Anbieter möglich sind.',
  'message-point-detector-lifts': 'Warnt, wenn Punktmelder gewählt sind, obwohl mehr als 2 Aufzüge im Schacht sind.',
  'message-sdlf1-height':
    'Warnt, wenn der Linienmelder SD-L-F1 gewählt ist, die Schachthöhe aber nicht über 8.000 mm bis 120.000 mm liegt.',
  'hint-excluded-by':
    'Nennt die Angabe, die AIO-Basic ausschließt, und weist darauf hin, dass diese Optionen nur mit der Steuerzentrale BK-AIO möglich sind.',
  'message-lift-area-percentage-reset': 'Meldet, wenn der gewählte Anteil der Lüftungsfläche nicht verfügbar war und ersetzt wurde.',
  'message-system-reset': 'Meldet, wenn das gewählte System nicht verfügbar war und ersetzt wurde.',
  'message-smoke-detection-reset': 'Meldet, wenn die gewählte Raucherkennung nicht möglich war und ersetzt wurde.',
  'message-lift-status-reset': 'Meldet, wenn die gewählte Aufzugsstatuserkennung nicht möglich war und ersetzt wurde.',
  'message-aio-set-not-available':
    'Meldet, wenn das gewählte AIO-Basic-Set mit den aktuellen Angaben nicht verfügbar ist und daher nicht berücksichtigt wird.',
  'message-montage-only-in-germany': 'Meldet, dass Montage außerhalb Deutschlands nicht möglich ist und daher nicht berücksichtigt wird.',
  'hint-fire-alarm-consultation': 'Bei Anbindung an Brandmelde- oder Gebäudeleittechnik ist eine Abstimmung mit dem Anbieter erforderlich.',
  'hint-nshev-wind-independent': 'Ein bauseits gestelltes NRWG/NSHEV muss windunabhängig sein und einen 24-V-Antrieb haben.',
  // Stage ventilation
  'flap-group': 'Bei Modernisierungen werden Lüftungsklappen der Baureihe JK-190 verwendet, sonst JK-180-HV.',
  'flap-table': 'Die Lüftungsklappen der Baureihe werden nach ihrer Lüftungsfläche geordnet, um die passende Größe zu finden.',
  'single-flap': 'Gewählt wird die kleinste Lüftungsklappe, deren Lüftungsfläche die erforderliche Lüftungsfläche abdeckt.',
  'flap-size-single': 'Deckt eine einzelne Lüftungsklappe die Lüftungsfläche ab, wird genau eine Klappe dieser Größe benötigt.',
  'largest-flap': 'Deckt keine einzelne Lüftungsklappe die Lüftungsfläche ab, wird die größte Klappe der Baureihe herangezogen.',
  'flap-size-largest':
    'Deckt keine einzelne Lüftungsklappe die Lüftungsfläche ab, werden so viele der größten Klappe benötigt, bis die Fläche erreicht ist.',
  'required-area-per-component':
    'Jede Lüftungskomponente muss die gesamte Lüftungsfläche abdecken oder, wenn mehrere nötig sind, mindestens so groß wie die größte Klappe sein.',
  'vc-closures':
    'Als Lüftungskomponenten gelten die Verschlusselemente (Lüftungsklappen und Jalousien); Wetterschutz wird getrennt angeboten.',
  'vc-supplied-on-site': 'Wird der Verschluss bauseits gestellt, werden nur Antriebe dafür angeboten (TAIRMO, S9).',
  'vc-not-supplied-on-site':
    'Sonst werden nur Lüftungsklappen und Jalousien angeboten, deren Lüftungsfläche die erforderliche Fläche je Komponente erreicht.',
  'vc-installation-position': 'Angeboten werden nur Komponenten für die gewählte Einbaulage (vertikal oder horizontal).',
  'vc-project-type': 'Angeboten werden nur Komponenten, die für die Projektart (Neubau oder Modernisierung) geeignet sind.',
  'vc-low-energy': 'Beim Niedrigenergiestandard werden nur gedämmte Verschlüsse angeboten.',
  'vc-quiet': 'Mit geräuscharmem Antrieb werden nur geräuscharme Verschlüsse angeboten.',
  'vc-en12101-2': 'Ist EN 12101-2 gefordert, werden nur danach geprüfte Verschlüsse angeboten.',
  'vc-spring-return-aio-basic': 'Mit AIO-Basic werden nur Verschlüsse mit Federrücklauf angeboten.',
  'vc-weathershelter':
    'Ist Wetterschutz erforderlich, werden nur Verschlüsse angeboten, die einen Wetterschutz aufnehmen können oder ihn eingebaut haben.',
  'ventilation-candidates':
    'Die Lüftungskomponenten, die nach allen Filtern übrig bleiben, stehen im Schritt Lüftungskomponenten zur Auswahl.',
  'recommended-rows':
    'Die Empfehlung kommt aus der Gruppe mit der höchsten Empfehlungspriorität, darin zuerst die kleinste Breite, dann die kleinste Höhe. Hat keine passende Gruppe eine Priorität (waagerechter Einbau: nur Dachklappen), wird die Klappe mit der kleinsten Lüftungsfläche empfohlen.',
  'recommended-component': 'Die erste Komponente in dieser Reihenfolge wird empfohlen.',
  recommended: 'Die empfohlene Komponente wird in der Auswahl als „Empfohlen“ markiert.',
  'weather-protection-rows':
    'Ist Wetterschutz erforderlich und der Verschluss nicht bauseits gestellt, werden Wetterschutzkomponenten angeboten.',
  'weather-protection-groups':
    'Bei vertikaler Einbaulage kommt der Wetterschutz aus der Gruppe ALAS, sonst aus den übrigen Wetterschutzgruppen.',
  'component-quantities-reset-area': 'Sinkt die erforderliche Lüftungsfläche, werden die Mengen der Lüftungskomponenten zurückgesetzt.',
  'user-closures': 'Ihre eingegebenen Mengen gelten für Verschlüsse, die mit den aktuellen Angaben noch angeboten werden.',
  'closure-source':
    'Haben Sie Mengen eingegeben, gelten diese; sonst wird die empfohlene Komponente so oft gewählt, wie Lüftungsklappen benötigt werden.',
  'closure-count':
    'Zählt die gewählten Verschlusselemente (Lüftungsklappen und Jalousien), nach denen sich Kabel, Montage und Wetterschutz richten.',
  'weather-protection-size':
    'Der Wetterschutz richtet sich nach der Klappengröße: beim Set nach der Klappe des Sets, sonst nach dem ersten gewählten Verschluss.',
  'weather-protection-offered': 'Bei einem AIO-Basic-Set wird nur der Wetterschutz in der Größe der Klappe angeboten.',
  'user-weather-protection':
    'Ihre eingegebenen Mengen gelten für Wetterschutzkomponenten, die mit den aktuellen Angaben noch angeboten werden.',
  'closures-need-weather-protection': 'Ein Verschluss mit eingebautem Wetterschutz braucht keinen zusätzlichen Wetterschutz.',
  'weather-protection-source':
    'Ohne eigene Mengen wird der zur Klappengröße passende Wetterschutz je Verschluss gewählt; bei einem horizontal eingebauten Set wählen Sie ihn selbst. Gibt es keinen in der Größe der Klappe, meldet sie einen Fehler.',
  'dropped-components': 'Mengen für Komponenten, die nicht mehr angeboten werden, werden verworfen.',
  'message-no-component': 'Meldet einen Fehler, wenn keine Lüftungskomponente gewählt ist.',
  'message-too-few-components': 'Warnt, wenn weniger Lüftungskomponenten gewählt sind, als Lüftungsklappen benötigt werden.',
  'message-several-flaps': 'Warnt, dass keine einzelne Lüftungsklappe die Lüftungsfläche abdeckt und mehrere Klappen nötig sind.',
  'message-weather-protection-supplied-closure':
    'Meldet einen Fehler, weil Wetterschutz nicht zu einem bauseits gestellten Verschluss gewählt werden kann.',
  'message-incompatible-closure-weather-protection':
    'Meldet einen Fehler, wenn Wetterschutz mit einem Verschluss kombiniert wird, der dafür nicht geeignet ist.',
  'message-weather-protection-too-small': 'Warnt, wenn der Wetterschutz kleiner ist als die Lüftungsklappe oder Jalousie.',
  'message-set-needs-weather-protection':
    'Bei einem horizontal eingebauten Set mit Wetterschutz muss eine Wetterschutzkomponente gewählt werden.',
  'hint-custom-dimensions': 'Passt keine Standardkomponente, weist der Kalkulator auf Sondermaße und den Kundenservice hin.',
  'hint-modernized-opening': 'Bei Modernisierungen sollte die Größe der vorhandenen Öffnung geprüft werden.',
  'hint-weather-protection-coverage': 'Der Wetterschutz muss die Öffnung vollständig abdecken.',
  // Stage products
  'control-panel':
    'Für L-AIO wird die Steuerzentrale BK-AIO gewählt, für AIO-Basic die AIO-Basic-Steuereinheit, sofern kein Set gewählt ist, das sie bereits enthält.',
  'aio-basic-set': 'Ein gewähltes AIO-Basic-Set kommt als Komplettpaket in die Produktliste.',
  'closure-components':
    'Die Lüftungsklappen und Jalousien kommen in der von Ihnen gewählten oder der empfohlenen Menge in die Produktliste.',
  'weather-protection-components':
    'Die Wetterschutzkomponenten kommen in der von Ihnen gewählten oder der zu den Verschlüssen passenden Menge in die Produktliste.',
  'mounting-brackets':
    'Mit Einbauwinkel erhält jede Lüftungsklappe der Baureihen JK-190 und JK-190-DB einen Einbauwinkel in ihrer Öffnungsgröße.',
  'attachment-sets': 'Je Komponente der Gruppen THERMOFLAP, TAIRMO und S9 wird ein Anbauset AS-LF benötigt.',
  'interface-adapter-sets':
    'Je TAIRMO- oder S9-Antrieb wird ein Schnittstellenadapter-Set benötigt, mindestens aber die angegebene Anzahl.',
  'lift-status':
    'Die Aufzugsstatuserkennung kommt einmal je Aufzug in die Produktliste, bei LST-CO2-V3 mit den für hohe Schächte nötigen LST-Repeatern.',
  'ras-figures':
    'Das Ansaugrohr des Ansaugrauchmelders RAS ist so lang wie die Schachthöhe, aufgerundet auf 2.500 mm und begrenzt auf 5.000 bis 75.000 mm; ab 3 Aufzügen werden 2 Sensoren benötigt.',
  'smoke-detection-products':
    'Punktmelder kommen einer je angefangene 12.000 mm Schachthöhe, der Linienmelder SD-L-F1-50 bis 50.000 mm (darüber SD-L-F1-120) und der RAS-42000 bis 42.000 mm (darüber RAS-200) mit Ansaugrohr in Metern.',
  'additional-smoke-detector': 'Ein zusätzlicher Rauchmelder bringt einen weiteren Punktmelder.',
  'main-level-smoke-detector': 'Ein Rauchmelder in der Hauptebene bringt einen weiteren Punktmelder.',
  'detector-present':
    'Stellt fest, ob ein Rauchmelder vorgesehen ist (über die Raucherkennung, einen zusätzlichen Rauchmelder oder einen Rauchmelder in der Hauptebene).',
  'additional-thermostat': 'Ein gewünschter zusätzlicher Thermostat kommt in die Produktliste.',
  'thermostat-machine-room-down': 'Ein unten liegender Maschinenraum braucht immer einen zusätzlichen Thermostat.',
  'rt-45-rj': 'Die angegebene Anzahl Taster RT-45-RJ kommt in die Produktliste.',
  'rt-45l-rj': 'Die angegebene Anzahl Taster RT-45L-RJ (mit LED) kommt in die Produktliste.',
  'rj45-splitter-requested': 'Die angegebene Anzahl RJ-45-Verteiler kommt in die Produktliste.',
  'rj45-splitter-needed': 'Für jeden Taster über den ersten hinaus wird ein RJ-45-Verteiler benötigt.',
  'key-switch-led': 'Die angegebene Anzahl Schlüsselschalter mit LED kommt in die Produktliste.',
  'ventilation-timer': 'Ein gewünschter Lüftungstimer kommt in die Produktliste.',
  'humidity-sensor': 'Ein gewünschter Feuchtesensor kommt in die Produktliste.',
  'siren-with-key-switch': 'Eine gewünschte Sirene mit Schlüsselschalter kommt in die Produktliste.',
  'eight-pin-interface-adapter': 'Ein gewünschtes 8-poliges Schnittstellenadapter-Set kommt in die Produktliste.',
  'quiet-drive': 'Ist ein geräuscharmer Antrieb gefordert, kommt er in die Produktliste.',
  'battery-pack':
    'Bei bauseitigem Verschluss oder Ansaugrauchmelder RAS (nicht mit AIO-Basic) sowie bei geräuscharmem Antrieb werden mindestens 2 Akkupacks benötigt.',
  'smoke-test-spray': 'Ohne Montage durch den Anbieter wird zur Prüfung der Rauchmelder ein Prüfspray mitgeliefert.',
  'fm-2m': 'Vom Verbindungskabel FM-2M werden so viele benötigt wie Verschlüsse minus 2 (ohne Maschinenraum minus 3), mindestens 0.',
  'cable-motor': 'Je Verschluss wird ein Motorkabel (6 m) benötigt.',
  'cable-smoke-switches': 'Je Punktmelder im Schacht wird ein Kabel (4 m) benötigt.',
  'cable-ras-sdlf1': 'Je Ansaugrauchmelder RAS oder Linienmelder SD-L-F1 wird ein Kabel (12 m) benötigt.',
  'cable-additional-smoke-detector': 'Der zusätzliche Rauchmelder braucht ein Kabel (12 m).',
  'cable-main-level-detector': 'Der Rauchmelder in der Hauptebene braucht ein Kabel (12 m).',
  'cable-machine-room-detector': 'Mit Maschinenraum und Rauchmelder wird ein Kabel (12 m) bis in den Maschinenraum benötigt.',
  'cable-additional-thermostat': 'Je zusätzlichem Thermostat wird ein Kabel (6 m) benötigt.',
  'cable-lift-status-multiple-lifts':
    'Mit LST-CO2-V3 braucht jeder weitere Aufzug im Schacht ein Kabel (12 m) für die Aufzugsstatuserkennung.',
  'cable-lst-repeater': 'Je LST-Repeater wird ein Kabel (12 m) benötigt.',
  'cables-adjusted': 'Von Ihnen angepasste Kabelmengen ersetzen die berechneten, die als Richtwert erhalten bleiben.',
  // Stage post
  priced: 'Kosten werden berechnet, sobald die Lüftungsfläche feststeht und Preise vorliegen.',
  'cost-categories':
    'Die Komponenten werden je Kategorie summiert (Menge × Einzelpreis, je Position auf Cent gerundet); AIO-Basic-Sets zählen zu den Steuerungskomponenten.',
  'sum-of-components': 'Die Summe Komponenten addiert alle Kategorien einschließlich der Sonderkomponenten.',
  'logistic-costs':
    'Die Logistikkosten betragen 4,5 % der Summe Komponenten, mindestens 35 € und höchstens 290 € (umgerechnet in die Projektwährung).',
  'montage-calculable':
    'Montagekosten lassen sich nur in Deutschland und mit einer deutschen Postleitzahl des Montageorts (5 Ziffern) berechnen.',
  'installed-items': 'Für die Montage zählen die Verschlüsse (bei einem Set dessen Klappen), Punktmelder, Linienmelder und Ansaugrohre.',
  'estimated-installation-hours':
    'Die Montagezeit ergibt sich aus 4 h Grundzeit, 2 h je Verschluss, 0,75 h je Punktmelder, 3 h je Ansaugrohr, 1,5 h je Linienmelder, 0,5 h je 10 m Schachthöhe und 1 h je Repeater, aufgerundet auf halbe Stunden.',
  'assembly-costs': 'Die Montagekosten sind die geschätzte Montagezeit mal 89 € pro Stunde.',
  'installation-costs':
    'Die Inbetriebnahme kostet mit einem AIO-Basic-Set pauschal 390 €, sonst (2 h + 0,5 h je Aufzug) × 89 € pro Stunde.',
  'travel-costs':
    'Die Reisekosten richten sich nach der ersten Ziffer der Postleitzahl des Montageorts: 3, 4 und 5 inklusive, 2 und 6 je 140 €, 0, 1, 7, 8 und 9 je 260 €.',
  total: 'Gesamt (netto) ist die Summe Komponenten plus Logistik-, Montage-, Inbetriebnahme- und Reisekosten.',
  'hint-check-smoke-detection-space':
    'Ist ein Rauchmelder vorgesehen, sollte vor der Bestellung der Platz für die Raucherkennung im Schacht geprüft werden.',
  'message-installation-not-possible':
    'Warnt, wenn Montage gewünscht ist, aber die Postleitzahl des Montageorts fehlt oder keine deutsche Postleitzahl mit 5 Ziffern ist.',
  'hint-no-montage': 'Ohne Montage entfallen Montage-, Inbetriebnahme- und Reisekosten.',
  'message-price-incomplete':
    'Sonderkomponenten (vom Anbieter bepreist), eine nicht berechenbare Montage, ein Angebot ohne Lüftungskomponente oder ohne den nötigen Wetterschutz machen den Preis unvollständig.',
} as const;
