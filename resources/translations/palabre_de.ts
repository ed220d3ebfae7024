<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>Über Palabre</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation>Version {app} · Qt {qt} · PySide {pyside}</translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation>Wortspiele für einen Bildschirm, ein Netzwerk oder einen Fernseher: Spionwort, Rund ums Wort und Codenames. Vom Palabre-Team; freie Software unter der GPL 3.0 oder später.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Bilder: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, das Open-Source-Projekt für Emojis und Icons.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Lizenz der Bilder: {licence} ({url})</translation>
    </message>
</context>
<context>
    <name>AbsentPlayersBar</name>
    <message>
        <source>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</source>
        <translation>{name} hat die Verbindung verloren. Der Platz wird freigehalten; bis dahin läuft das Spiel nach seinen Regeln weiter.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules.</source>
        <translation>{name} gilt dann nach den Spielregeln als ausgeschieden.</translation>
    </message>
    <message>
        <source>Remove {name} from the game</source>
        <translation>{name} aus dem Spiel entfernen</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>{name} entfernen?</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules, and cannot join this room again.</source>
        <translation>{name} gilt dann nach den Spielregeln als ausgestiegen und kann diesem Raum nicht wieder beitreten.</translation>
    </message>
</context>
<context>
    <name>AgentsLeft</name>
    <message numerus="yes">
        <source>{team}: %n agent(s) left</source>
        <translation>
            <numerusform>{team}: noch %n Agent</numerusform>
            <numerusform>{team}: noch %n Agenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} (opponent): %n left</source>
        <translation>
            <numerusform>{team} (Gegner): noch %n</numerusform>
            <numerusform>{team} (Gegner): noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Rät für beide: {names}</translation>
    </message>
</context>
<context>
    <name>ClueEntry</name>
    <message>
        <source>One word and a number (0 to 9)</source>
        <translation>Ein Wort und eine Zahl (0 bis 9)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Dein Hinweis</translation>
    </message>
    <message>
        <source>Clue word</source>
        <translation>Hinweiswort</translation>
    </message>
    <message>
        <source>Number of words</source>
        <translation>Anzahl der Wörter</translation>
    </message>
    <message>
        <source>0: as many guesses as you like, while right</source>
        <translation>0: beliebig viele Versuche, solange richtig geraten wird</translation>
    </message>
    <message>
        <source>Give the clue</source>
        <translation>Hinweis geben</translation>
    </message>
</context>
<context>
    <name>ClueStatus</name>
    <message>
        <source>Clue</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Waiting for the spymaster</source>
        <translation>Warten auf den Geheimdienstchef</translation>
    </message>
    <message>
        <source>Clue of the {team}</source>
        <translation>Hinweis für {team}</translation>
    </message>
    <message>
        <source>Guesses: unlimited while right</source>
        <translation>Versuche: unbegrenzt, solange richtig</translation>
    </message>
    <message numerus="yes">
        <source>Guesses left: %n</source>
        <translation>
            <numerusform>Verbleibende Versuche: %n</numerusform>
            <numerusform>Verbleibende Versuche: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodenamesScreen</name>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>The key is showing: guessers, look away!</source>
        <translation>Die Schlüsselkarte ist sichtbar: Ermittler, wegschauen!</translation>
    </message>
    <message>
        <source>Clues and guesses</source>
        <translation>Hinweise und Rateversuche</translation>
    </message>
    <message>
        <source>{team}: {name}&apos;s turn</source>
        <translation>{team}: {name} ist dran</translation>
    </message>
    <message>
        <source>{name}, give a clue: one word and a number.</source>
        <translation>{name}, gib einen Hinweis: ein Wort und eine Zahl.</translation>
    </message>
    <message>
        <source>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>{names}: Wählt eine Karte. Klickt sie an, nehmt die Pfeiltasten und Enter oder tippt ihre Nummer.</translation>
    </message>
    <message>
        <source>Waiting for the spymaster&apos;s clue…</source>
        <translation>Warten auf den Hinweis des Geheimdienstchefs …</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Warten auf die anderen …</translation>
    </message>
    <message>
        <source>Your turn: give a clue, one word and a number.</source>
        <translation>Du bist dran: Gib einen Hinweis, ein Wort und eine Zahl.</translation>
    </message>
    <message>
        <source>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>Du bist dran: Wähle eine Karte. Klicke sie an, nimm die Pfeiltasten und Enter oder tippe ihre Nummer.</translation>
    </message>
    <message>
        <source>Waiting for {name}: the spymaster is thinking of a clue…</source>
        <translation>Warten auf {name}: Der Geheimdienstchef überlegt sich einen Hinweis …</translation>
    </message>
    <message>
        <source>Waiting for {names} to pick a card…</source>
        <translation>Warten auf {names}: Eine Karte wird gewählt …</translation>
    </message>
    <message>
        <source>Waiting for {name} to cover a word of the other team…</source>
        <translation>Warten auf {name}: Ein Wort des anderen Teams wird abgedeckt …</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Schlüssel verbergen</translation>
    </message>
    <message>
        <source>Show the key (spymaster)</source>
        <translation>Schlüssel zeigen (Geheimdienstchef)</translation>
    </message>
</context>
<context>
    <name>CodenamesTable</name>
    <message>
        <source>Clue</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Guesses left</source>
        <translation>Versuche übrig</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>The spymaster is thinking…</source>
        <translation>Der Geheimdienstchef überlegt …</translation>
    </message>
    <message>
        <source>The spymaster covers a word…</source>
        <translation>Der Geheimdienstchef deckt ein Wort ab …</translation>
    </message>
    <message>
        <source>{team}: {names}</source>
        <translation>{team}: {names}</translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Rät für beide: {names}</translation>
    </message>
</context>
<context>
    <name>CodenamesTexts</name>
    <message>
        <source>Red agent</source>
        <translation>Roter Agent</translation>
    </message>
    <message>
        <source>Blue agent</source>
        <translation>Blauer Agent</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Passant</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Attentäter</translation>
    </message>
    <message>
        <source>Not revealed</source>
        <translation>Noch verdeckt</translation>
    </message>
    <message>
        <source>Type a clue first.</source>
        <translation>Gib zuerst einen Hinweis ein.</translation>
    </message>
    <message>
        <source>One word only: the clue cannot contain a space.</source>
        <translation>Nur ein Wort: Der Hinweis darf kein Leerzeichen enthalten.</translation>
    </message>
    <message>
        <source>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</source>
        <translation>Nur ein Wort: Buchstaben und Ziffern, höchstens durch Bindestrich oder Apostroph verbunden.</translation>
    </message>
    <message>
        <source>That is one of the words on the grid: choose another clue.</source>
        <translation>Das ist ein Wort aus dem Raster: Wähle einen anderen Hinweis.</translation>
    </message>
    <message>
        <source>The clue contains a word of the grid: choose another clue.</source>
        <translation>Der Hinweis enthält ein Wort aus dem Raster: Wähle einen anderen Hinweis.</translation>
    </message>
    <message>
        <source>The clue is part of a word on the grid: choose another clue.</source>
        <translation>Der Hinweis steckt in einem Wort aus dem Raster: Wähle einen anderen Hinweis.</translation>
    </message>
    <message>
        <source>That clue is too long.</source>
        <translation>Dieser Hinweis ist zu lang.</translation>
    </message>
    <message>
        <source>The clue must be a word.</source>
        <translation>Der Hinweis muss ein Wort sein.</translation>
    </message>
    <message>
        <source>The number must be between 0 and 9.</source>
        <translation>Die Zahl muss zwischen 0 und 9 liegen.</translation>
    </message>
    <message>
        <source>That card is already revealed.</source>
        <translation>Diese Karte ist schon aufgedeckt.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Diese Karte gibt es nicht.</translation>
    </message>
    <message>
        <source>Cover a word of the other team.</source>
        <translation>Decke ein Wort des anderen Teams ab.</translation>
    </message>
    <message>
        <source>Make at least one guess before ending the turn.</source>
        <translation>Ratet mindestens einmal, bevor ihr den Zug beendet.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Only the spymaster can do that.</source>
        <translation>Das darf nur der Geheimdienstchef.</translation>
    </message>
    <message>
        <source>The spymaster does not guess.</source>
        <translation>Der Geheimdienstchef rät nicht mit.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <source>You win: every agent found!</source>
        <translation>Gewonnen: Alle Agenten gefunden!</translation>
    </message>
    <message>
        <source>The key wins this time.</source>
        <translation>Diesmal gewinnt die Schlüsselkarte.</translation>
    </message>
    <message>
        <source>The game ends with no winner.</source>
        <translation>Das Spiel endet ohne Sieger.</translation>
    </message>
    <message>
        <source>{name} wins, with the guesser!</source>
        <translation>{name} gewinnt, zusammen mit dem Ermittler!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>{team} gewinnt!</translation>
    </message>
    <message>
        <source>All the agents of the {team} are found.</source>
        <translation>Alle Agenten von {team} sind gefunden.</translation>
    </message>
    <message>
        <source>The assassin was revealed.</source>
        <translation>Der Attentäter wurde aufgedeckt.</translation>
    </message>
    <message>
        <source>Every word of the other team is covered.</source>
        <translation>Alle Wörter des anderen Teams sind abgedeckt.</translation>
    </message>
    <message>
        <source>A team has lost its spymaster.</source>
        <translation>Ein Team hat seinen Geheimdienstchef verloren.</translation>
    </message>
    <message>
        <source>A team has nobody left to guess.</source>
        <translation>Einem Team ist niemand mehr zum Raten geblieben.</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ offline</translation>
    </message>
    <message>
        <source>{name}, {title}</source>
        <translation>{name}, {title}</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (Geheimdienstchef)</translation>
    </message>
    <message>
        <source>You are the spymaster of the {team}: only your screen shows the key.</source>
        <translation>Du bist Geheimdienstchef von {team}: Nur dein Bildschirm zeigt die Schlüsselkarte.</translation>
    </message>
    <message>
        <source>You guess for both spymasters.</source>
        <translation>Du rätst für beide Geheimdienstchefs.</translation>
    </message>
    <message>
        <source>You guess for the {team}.</source>
        <translation>Du rätst für {team}.</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Back to home</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The host left: the game goes on from another computer in the room. Nothing was lost.</source>
        <translation>Der Gastgeber ist gegangen: Das Spiel geht auf einem anderen Computer im Raum weiter. Nichts ging verloren.</translation>
    </message>
    <message>
        <source>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</source>
        <translation>Der Gastgeber ist gegangen: Dieser Computer leitet das Spiel jetzt. Lass Palabre bis zum Spielende geöffnet.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</source>
        <translation>Der Gastgeber antwortet seit einer Minute nicht. Kommt er nicht bald zurück, übernimmt ein anderer Computer im Raum das Spiel.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</source>
        <translation>Der Gastgeber antwortet seit einer Minute nicht. Wenn Palabre auf dem Gastgeber-Computer geschlossen wurde, öffne es dort wieder und wähle Raum wieder öffnen.</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Verbindung zum Raum…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… your seat is kept.</source>
        <translation>Verbindung verloren — neuer Versuch… dein Platz bleibt frei.</translation>
    </message>
</context>
<context>
    <name>CoverPanel</name>
    <message>
        <source>Cover one word of the other team</source>
        <translation>Decke ein Wort des anderen Teams ab</translation>
    </message>
    <message>
        <source>The key is showing. Pick a card with the other team&apos;s badge: it gets covered as if it had been found.</source>
        <translation>Die Schlüsselkarte ist sichtbar. Wähle eine Karte mit dem Abzeichen des anderen Teams: Sie wird abgedeckt, als wäre sie gefunden worden.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Palabre: something went wrong</source>
        <translation>Palabre: Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</source>
        <translation>Palabre ist auf einen unerwarteten Fehler gestoßen: {error}. Palabre läuft weiter; wenn ein Bildschirm falsch aussieht, geh zurück zum Startbildschirm oder starte Palabre neu.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) so far.</source>
        <translation>
            <numerusform>%n Fehler bisher.</numerusform>
            <numerusform>%n Fehler bisher.</numerusform>
        </translation>
    </message>
    <message>
        <source>No log file could be written: copy the details below for a bug report.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden: Kopiere die Details unten für einen Fehlerbericht.</translation>
    </message>
    <message>
        <source>The details are also in the log file: {path}</source>
        <translation>Die Details stehen auch in der Protokolldatei: {path}</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
</context>
<context>
    <name>CrashSafetyBanner</name>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>in seinen Ordner kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the journal cannot be written</source>
        <translation>das Journal kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</source>
        <translation>Dieser Raum ist nicht mehr absturzsicher: {reason}. Das Spiel geht weiter, aber wenn Palabre sich jetzt schließen würde, gingen die letzten Änderungen verloren.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) could not be saved before Palabre closed: the game goes on from before them.</source>
        <translation>
            <numerusform>Die letzte Änderung (%n) konnte vor dem Schließen von Palabre nicht gespeichert werden: Das Spiel geht vom Stand davor weiter.</numerusform>
            <numerusform>Die letzten %n Änderungen konnten vor dem Schließen von Palabre nicht gespeichert werden: Das Spiel geht vom Stand davor weiter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Hinweise und Rateversuche</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
</context>
<context>
    <name>FallbackTableWidget</name>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>The game will show here once it starts.</source>
        <translation>Das Spiel erscheint hier, sobald es beginnt.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <translation>Spionwort</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Rund ums Wort</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>Dein Wort ist anders? Dann bist du der Spion.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Sag alles, nur nicht die verbotenen Wörter.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Ein Wort, viele Bedeutungen: Führe dein Team zu seinen Agenten.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Personen</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>etwa {minutes} Min.</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} Min.</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Klassisch (zwei Teams)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Zwei Personen, gemeinsam</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Drei Personen, gemeinsam</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Zu dritt: zwei Geheimdienstchefs, ein Ermittler</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Alle bekommen ein geheimes Wort mit Bild. Die Spione bekommen ein leicht anderes Wort und wissen meist nichts davon; der Geist bekommt gar kein Wort.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>In jeder Runde gibt reihum jede Person einen Hinweis zu ihrem Wort. Dann berät die Runde und wählt eine Person hinaus.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens&apos; word wins alone.</source>
        <translation>Die Bürger gewinnen, wenn kein Spion und kein Geist mehr übrig ist. Spione und Geist gewinnen gemeinsam, wenn nur noch ein Bürger übrig ist. Ein ausgeschiedener Geist, der das Wort der Bürger errät, gewinnt allein.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>An einem Computer wird er herumgereicht: Jede Person deckt ihre Karte hinter einem Sichtschutz auf und verdeckt sie wieder.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Zwei Teams sind abwechselnd dran. Wer erklärt, hat eine Minute, um das eigene Team so viele Wörter wie möglich erraten zu lassen.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>Sag nie das Wort, einen Teil davon oder eines der fünf verbotenen Wörter auf der Karte. Das andere Team schaut auf die Karte und drückt Buzz!, wenn du dich versprichst.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Erraten: ein Punkt. Buzz!: ein Punkt Abzug. Pro Zug darfst du bis zu drei Karten überspringen.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Wenn beide Stapel aufgebraucht sind, gewinnt das Team mit mehr Punkten.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Zwei Teams, jedes mit einem Geheimdienstchef, der die geheime Schlüsselkarte des Rasters aus 25 Wörtern sieht.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>Der Geheimdienstchef nennt ein Wort und eine Zahl. Sein Team tippt auf die Wörter, die es für seine hält: Ein Treffer erlaubt weiterzuraten, ein Fehler beendet den Zug.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>Das erste Team, das alle seine Wörter findet, gewinnt; das Team, das den Attentäter aufdeckt, verliert sofort.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Varianten: Zu zweit oder zu dritt spielt man gemeinsam gegen die Schlüsselkarte, oder zu dritt mit zwei rivalisierenden Geheimdienstchefs.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>So spielt man {game}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Hinweise und Rateversuche</translation>
    </message>
    <message>
        <source>{name}: {clue}</source>
        <translation>{name}: {clue}</translation>
    </message>
    <message>
        <source>{word}: {role}</source>
        <translation>{word}: {role}</translation>
    </message>
    <message>
        <source>{name} covers {word}</source>
        <translation>{name} deckt {word} ab</translation>
    </message>
</context>
<context>
    <name>HoldToSee</name>
    <message>
        <source>Your card is hidden</source>
        <translation>Deine Karte ist verdeckt</translation>
    </message>
    <message>
        <source>Press and hold “My word” to see it; let go to hide it.</source>
        <translation>Halte „Mein Wort“ gedrückt, um sie zu sehen; lass los, um sie zu verdecken.</translation>
    </message>
    <message>
        <source>My word (press and hold)</source>
        <translation>Mein Wort (gedrückt halten)</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Word games for the whole table</source>
        <translation>Wortspiele für die ganze Runde</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>{game} spielen</translation>
    </message>
    <message>
        <source>Host a room</source>
        <translation>Raum eröffnen</translation>
    </message>
    <message>
        <source>Host {game} for players on other computers</source>
        <translation>{game} für Mitspielende an anderen Computern anbieten</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>So spielt man {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Schrift&amp;größe</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Leise</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Laut</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Raum beitreten</translation>
    </message>
    <message>
        <source>Play in a room hosted on another computer</source>
        <translation>In einem Raum spielen, den ein anderer Computer eröffnet hat</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Paket erstellen</translation>
    </message>
    <message>
        <source>Type your own words: a lesson&apos;s vocabulary, a family&apos;s jokes…</source>
        <translation>Eigene Wörter eintippen: den Wortschatz einer Unterrichtsstunde, Familienwitze …</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Tischansicht</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Ein zweites Fenster für Fernseher oder Beamer, das nur öffentliche Informationen zeigt</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
</context>
<context>
    <name>HostSetupScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Zurück zur Spieleliste</translation>
    </message>
    <message>
        <source>{game}: host a room</source>
        <translation>{game}: Raum eröffnen</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>Room name (shown to the players who join)</source>
        <translation>Name des Raums (für alle sichtbar, die beitreten)</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Name des Raums</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>Host and play</source>
        <translation>Eröffnen und mitspielen</translation>
    </message>
    <message>
        <source>You play a seat on this computer, like everyone else on theirs.</source>
        <translation>Du spielst an diesem Computer mit, wie alle anderen an ihrem.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Dein Profil (speichert deine XP und Titel auf diesem Computer)</translation>
    </message>
    <message>
        <source>Host for the table</source>
        <translation>Nur für den Tisch eröffnen</translation>
    </message>
    <message>
        <source>This computer shows the table view on the TV or projector and plays no seat.</source>
        <translation>Dieser Computer zeigt die Tischansicht auf Fernseher oder Beamer und spielt nicht mit.</translation>
    </message>
    <message>
        <source>The number of spies and the ghost follow the number of players who join (the recommended setup).</source>
        <translation>Zahl der Spione und Geist richten sich nach der Zahl der Mitspielenden (die empfohlene Aufstellung).</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Raum öffnen</translation>
    </message>
    <message>
        <source>Room of {host}</source>
        <translation>Raum von {host}</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Geschätzte Dauer: {duration}</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Scan, or open:</source>
        <translation>Scannen oder öffnen:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR-Code zum Beitreten in diesen Raum</translation>
    </message>
    <message>
        <source>How to join this room</source>
        <translation>So tritt man diesem Raum bei</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Zurück zur Spieleliste</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Raum beitreten</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>Räume in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Join this room</source>
        <translation>Diesem Raum beitreten</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Beitreten als</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Mitspieler·in</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Dein Profil (speichert deine XP und Titel auf diesem Computer)</translation>
    </message>
    <message>
        <source>A table display</source>
        <translation>Tischanzeige</translation>
    </message>
    <message>
        <source>This computer shows the table view (public information only) on a TV or projector.</source>
        <translation>Dieser Computer zeigt die Tischansicht (nur öffentliche Informationen) auf Fernseher oder Beamer.</translation>
    </message>
    <message>
        <source>Not in the list?</source>
        <translation>Nicht in der Liste?</translation>
    </message>
    <message>
        <source>Room code or join code (on the host&apos;s screen)</source>
        <translation>Raumcode oder Beitrittscode (auf dem Bildschirm des Gastgebers)</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>Mit Code beitreten</translation>
    </message>
    <message>
        <source>Address (host:port)</source>
        <translation>Adresse (Rechner:Port)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Mit Adresse beitreten</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Looking for rooms… A room opened on this network appears here by itself.</source>
        <translation>Suche nach Räumen… Ein in diesem Netzwerk eröffneter Raum erscheint hier von selbst.</translation>
    </message>
    <message>
        <source>Rooms appear and disappear here as hosts open and close them.</source>
        <translation>Räume erscheinen und verschwinden hier, sobald sie eröffnet oder geschlossen werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} · {language} · {players}</source>
        <translation>{game} · {language} · {players}</translation>
    </message>
</context>
<context>
    <name>LanFlow</name>
    <message>
        <source>The room cannot open on this computer ({reason}).</source>
        <translation>Der Raum kann auf diesem Computer nicht geöffnet werden ({reason}).</translation>
    </message>
    <message>
        <source>The game is on the table view (F11: full screen).</source>
        <translation>Das Spiel läuft auf der Tischansicht (F11: Vollbild).</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Join this room</source>
        <translation>Diesem Raum beitreten</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR-Code zum Beitreten in diesen Raum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <source>Random, balanced teams</source>
        <translation>Zufällige, ausgeglichene Teams</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Close the room for everyone</source>
        <translation>Den Raum für alle schließen</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>Den Raum verlassen</translation>
    </message>
    <message>
        <source>{game} · {variant}</source>
        <translation>{game} · {variant}</translation>
    </message>
    <message>
        <source>{game} · the game is on</source>
        <translation>{game} · das Spiel läuft</translation>
    </message>
    <message>
        <source>{game} · waiting for players</source>
        <translation>{game} · warten auf Mitspielende</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Not found? Type the join code {code}</source>
        <translation>Nicht gefunden? Gib den Beitrittscode {code} ein</translation>
    </message>
    <message>
        <source>Scan with a phone to play in its browser, or open this address:</source>
        <translation>Mit einem Handy scannen und im Browser spielen, oder diese Adresse öffnen:</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Adresse: {address}</translation>
    </message>
    <message>
        <source>Locked: no new players can join.</source>
        <translation>Gesperrt: Niemand Neues kann beitreten.</translation>
    </message>
    <message>
        <source>Players who join appear here.</source>
        <translation>Wer beitritt, erscheint hier.</translation>
    </message>
    <message>
        <source>Your team:</source>
        <translation>Dein Team:</translation>
    </message>
    <message>
        <source>Your role:</source>
        <translation>Deine Rolle:</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Teams neu mischen</translation>
    </message>
    <message>
        <source>Draw the spymasters again</source>
        <translation>Geheimdienstchefs neu auslosen</translation>
    </message>
    <message>
        <source>Unlock the room</source>
        <translation>Raum entsperren</translation>
    </message>
    <message>
        <source>Lock the room</source>
        <translation>Raum sperren</translation>
    </message>
    <message>
        <source>A locked room takes no new players; players who lost their connection can still come back.</source>
        <translation>Ein gesperrter Raum nimmt niemand Neues auf; wer die Verbindung verloren hat, kann trotzdem zurückkommen.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>Der Gastgeber startet das Spiel, wenn alle da sind.</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Geheimdienstchef</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Ermittler</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Geheimdienstchef von {team}</translation>
    </message>
    <message>
        <source>Guesser for both spymasters</source>
        <translation>Ermittler für beide Geheimdienstchefs</translation>
    </message>
    <message>
        <source>{team} · spymaster</source>
        <translation>{team} · Geheimdienstchef</translation>
    </message>
    <message>
        <source>{team} · guesser</source>
        <translation>{team} · Ermittler</translation>
    </message>
    <message numerus="yes">
        <source>{team} (%n)</source>
        <translation>
            <numerusform>{team} (%n)</numerusform>
            <numerusform>{team} (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>spymaster</source>
        <translation>Geheimdienstchef</translation>
    </message>
    <message>
        <source>guesser</source>
        <translation>Ermittler</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>disconnected, seat freed in {seconds} s</source>
        <translation>getrennt, Platz wird in {seconds} s frei</translation>
    </message>
    <message>
        <source>disconnected, seat kept</source>
        <translation>getrennt, Platz bleibt frei</translation>
    </message>
    <message>
        <source>To the {team}</source>
        <translation>Ins {team}</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>{name} ins {team} verschieben</translation>
    </message>
    <message>
        <source>Make guesser</source>
        <translation>Zum Ermittler machen</translation>
    </message>
    <message>
        <source>Make {name} a guesser</source>
        <translation>{name} zum Ermittler machen</translation>
    </message>
    <message>
        <source>Make spymaster</source>
        <translation>Zum Geheimdienstchef machen</translation>
    </message>
    <message>
        <source>Make {name} the spymaster</source>
        <translation>{name} zum Geheimdienstchef machen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>{name} aus dem Raum entfernen</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>{name} entfernen?</translation>
    </message>
    <message>
        <source>{name} leaves the room and cannot join it again.</source>
        <translation>{name} verlässt den Raum und kann ihm nicht wieder beitreten.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palabre: {game}</source>
        <translation>Palabre: {game}</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Zurück zum &amp;Startbildschirm</translation>
    </message>
    <message>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profile…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>&amp;Tischansicht-Fenster öffnen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>Ü&amp;ber Palabre</translation>
    </message>
    <message>
        <source>How to play &amp;this game</source>
        <translation>Spielregeln &amp;dieses Spiels</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</source>
        <translation>Das Spiel geht ohne diesen Computer weiter: Ein anderes Gerät hostet es ab jetzt, und dein Platz wartet, bis du wieder beitrittst.</translation>
    </message>
    <message>
        <source>You leave the game in progress; the others play on.</source>
        <translation>Du verlässt das laufende Spiel; die anderen spielen weiter.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>Close Palabre?</source>
        <translation>Palabre schließen?</translation>
    </message>
    <message>
        <source>Leave it?</source>
        <translation>Verlassen?</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>You left the room.</source>
        <translation>Du hast den Raum verlassen.</translation>
    </message>
    <message>
        <source>The connection to the room was too slow. Try again.</source>
        <translation>Die Verbindung zum Raum war zu langsam. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The connection to the room was lost.</source>
        <translation>Die Verbindung zum Raum ist abgebrochen.</translation>
    </message>
    <message>
        <source>This room was made by another version of Palabre: both computers need the same version.</source>
        <translation>Dieser Raum stammt von einer anderen Palabre-Version: Beide Computer brauchen dieselbe Version.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Dieser Raum ist voll.</translation>
    </message>
    <message>
        <source>The host has locked this room: no new players can join.</source>
        <translation>Der Gastgeber hat diesen Raum gesperrt: Niemand Neues kann beitreten.</translation>
    </message>
    <message>
        <source>A game is already being played in this room. Join when it is over.</source>
        <translation>In diesem Raum läuft schon ein Spiel. Tritt bei, wenn es vorbei ist.</translation>
    </message>
    <message>
        <source>This code or address leads to another room. Check it with the host.</source>
        <translation>Dieser Code oder diese Adresse führt zu einem anderen Raum. Prüf sie mit dem Gastgeber.</translation>
    </message>
    <message>
        <source>The room is busy with other players joining. Try again.</source>
        <translation>Der Raum ist gerade mit anderen Beitritten beschäftigt. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Someone in this room already has this name. Choose another one.</source>
        <translation>Jemand in diesem Raum heißt schon so. Wähl einen anderen Namen.</translation>
    </message>
    <message>
        <source>Your name needs at least one letter or digit.</source>
        <translation>Dein Name braucht mindestens einen Buchstaben oder eine Ziffer.</translation>
    </message>
    <message>
        <source>Your name has a letter with more than three accents or marks. Remove some.</source>
        <translation>Dein Name hat einen Buchstaben mit mehr als drei Akzenten oder Zeichen. Entferne einige.</translation>
    </message>
    <message>
        <source>Your seat in this room is no longer kept. Join again.</source>
        <translation>Dein Platz in diesem Raum ist nicht mehr frei gehalten. Tritt neu bei.</translation>
    </message>
    <message>
        <source>The room does not answer. Check the code or address, and that both computers are on the same network.</source>
        <translation>Der Raum antwortet nicht. Prüf Code oder Adresse und ob beide Computer im selben Netzwerk sind.</translation>
    </message>
    <message>
        <source>The host closed the room.</source>
        <translation>Der Gastgeber hat den Raum geschlossen.</translation>
    </message>
    <message>
        <source>You were removed from the room.</source>
        <translation>Du wurdest aus dem Raum entfernt.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Dein Platz wurde von einem anderen Fenster oder Computer aus übernommen.</translation>
    </message>
    <message>
        <source>The connection to the room was lost and could not be restored.</source>
        <translation>Die Verbindung zum Raum ist abgebrochen und ließ sich nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>The host ran into a problem.</source>
        <translation>Beim Gastgeber ist ein Problem aufgetreten.</translation>
    </message>
    <message>
        <source>The host is handing the game over to another computer: try again in a moment.</source>
        <translation>Der Gastgeber übergibt das Spiel an einen anderen Computer: Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>This computer no longer hosts the game: another one took over.</source>
        <translation>Dieser Computer leitet das Spiel nicht mehr: Ein anderer hat übernommen.</translation>
    </message>
    <message>
        <source>This computer stands by for the host: join the host itself.</source>
        <translation>Dieser Computer steht für den Gastgeber bereit: Tritt direkt beim Gastgeber bei.</translation>
    </message>
    <message>
        <source>Too fast: wait a moment.</source>
        <translation>Zu schnell: Warte einen Moment.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>This player has left the room.</source>
        <translation>Diese Person hat den Raum verlassen.</translation>
    </message>
    <message>
        <source>A player the game needs is not connected (a spymaster, or a team&apos;s only guesser): wait for them, or remove them from the room.</source>
        <translation>Eine Person, die das Spiel braucht, ist nicht verbunden (ein Geheimdienstchef oder der einzige Ermittler eines Teams): warte auf sie oder entferne sie aus dem Raum.</translation>
    </message>
    <message>
        <source>This game has no such team.</source>
        <translation>Dieses Team gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>This game has no such role.</source>
        <translation>Diese Rolle gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>This game has no teams.</source>
        <translation>Dieses Spiel hat keine Teams.</translation>
    </message>
    <message>
        <source>Another player in this room plays with this profile.</source>
        <translation>Jemand anderes in diesem Raum spielt schon mit diesem Profil.</translation>
    </message>
    <message>
        <source>This host keeps no profiles.</source>
        <translation>Dieser Gastgeber speichert keine Profile.</translation>
    </message>
    <message>
        <source>The host could not save the profiles.</source>
        <translation>Der Gastgeber konnte die Profile nicht speichern.</translation>
    </message>
    <message>
        <source>Type the join code shown on the host&apos;s screen.</source>
        <translation>Gib den Code ein, der beim Gastgeber angezeigt wird.</translation>
    </message>
    <message>
        <source>A join code has {expected} letters and digits; this one has {length}.</source>
        <translation>Ein Beitrittscode hat {expected} Buchstaben und Ziffern; dieser hat {length}.</translation>
    </message>
    <message>
        <source>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</source>
        <translation>„{character}“ kommt in Beitrittscodes nicht vor (Zeichen {position}): Codes haben kein 0, O, 1, I oder L.</translation>
    </message>
    <message>
        <source>This join code has a typo. Check it symbol by symbol.</source>
        <translation>Dieser Code enthält einen Tippfehler. Prüf ihn Zeichen für Zeichen.</translation>
    </message>
    <message>
        <source>Type the address shown on the host&apos;s screen, like 192.168.1.20:4747.</source>
        <translation>Gib die Adresse ein, die beim Gastgeber angezeigt wird, etwa 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Add the port after a colon, like 192.168.1.20:4747.</source>
        <translation>Füge den Port nach einem Doppelpunkt an, etwa 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>This address cannot be read. Type it like 192.168.1.20:4747.</source>
        <translation>Diese Adresse ist nicht lesbar. Gib sie etwa so ein: 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Give the room a name.</source>
        <translation>Gib dem Raum einen Namen.</translation>
    </message>
    <message>
        <source>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</source>
        <translation>In diesem Netzwerk hat kein Raum den Code {code}. Ist der Raum offen, gib den langen Beitrittscode darunter ein.</translation>
    </message>
    <message>
        <source>This join code or address cannot be read.</source>
        <translation>Dieser Code oder diese Adresse ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The other computer sent something this version of Palabre cannot read.</source>
        <translation>Der andere Computer hat etwas gesendet, das diese Palabre-Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The room refused ({code}).</source>
        <translation>Der Raum hat abgelehnt ({code}).</translation>
    </message>
    <message>
        <source>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</source>
        <translation>Von einer anderen Palabre-Version (Protokoll {version}): Mit dieser kann man nicht beitreten.</translation>
    </message>
</context>
<context>
    <name>PackMakerScreen</name>
    <message>
        <source>Advice: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
    <message>
        <source>You already have a pack with this name: choose another name.</source>
        <translation>Es gibt schon ein Paket mit diesem Namen: Wähle einen anderen.</translation>
    </message>
    <message numerus="yes">
        <source>Words: %n</source>
        <translation>
            <numerusform>Wörter: %n</numerusform>
            <numerusform>Wörter: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Karten: %n</numerusform>
            <numerusform>Karten: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pairs: %n</source>
        <translation>
            <numerusform>Paare: %n</numerusform>
            <numerusform>Paare: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeats left out: %n</source>
        <translation>
            <numerusform>Doppelte weggelassen: %n</numerusform>
            <numerusform>Doppelte weggelassen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems to fix before saving: %n</source>
        <translation>
            <numerusform>Vor dem Speichern zu beheben: %n</numerusform>
            <numerusform>Vor dem Speichern zu beheben: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>These words look like {language}: choose that language above, or save anyway.</source>
        <translation>Diese Wörter sehen nach {language} aus: Wähle oben diese Sprache oder speichere trotzdem.</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Bereit zum Speichern.</translation>
    </message>
    <message>
        <source>{name} (has problems)</source>
        <translation>{name} (fehlerhaft)</translation>
    </message>
    <message>
        <source>This file has problems:</source>
        <translation>Diese Datei hat Probleme:</translation>
    </message>
    <message>
        <source>Saved. Your pack is now offered when you set up a game.</source>
        <translation>Gespeichert. Dein Paket wird jetzt beim Einrichten einer Partie angeboten.</translation>
    </message>
    <message>
        <source>Delete this pack?</source>
        <translation>Dieses Paket löschen?</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>„{name}“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Paket erstellen</translation>
    </message>
    <message>
        <source>Type the words of a lesson, a family&apos;s jokes or a club&apos;s jargon. Palabre checks them as you type and saves the pack with your own packs.</source>
        <translation>Tippe die Wörter einer Unterrichtsstunde, Familienwitze oder den Jargon eines Vereins ein. Palabre prüft sie beim Tippen und speichert das Paket bei deinen eigenen Paketen.</translation>
    </message>
    <message>
        <source>My packs</source>
        <translation>Meine Pakete</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Spi&amp;el</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>e.g. Year 5 – the Romans</source>
        <translation>z. B. Klasse 5 – die Römer</translation>
    </message>
    <message>
        <source>Optional: one sentence about it</source>
        <translation>Optional: ein Satz dazu</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <source>Words of the pack</source>
        <translation>Wörter des Pakets</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Gefundene Probleme</translation>
    </message>
    <message>
        <source>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</source>
        <translation>Mindestens 25 Wörter, getrennt durch Kommas oder Zeilenumbrüche. Nur einzelne Wörter; Doppelte werden weggelassen.</translation>
    </message>
    <message>
        <source>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</source>
        <translation>Eine Karte pro Zeile: das Wort, ein Doppelpunkt, dann genau 5 verbotene Wörter, durch Kommas getrennt. Ein Rund-ums-Wort-Paket hat 60 Karten.</translation>
    </message>
    <message>
        <source>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</source>
        <translation>Ein Paar pro Zeile: die Kategorie, ein Doppelpunkt, dann zwei Wörter, jedes mit seinem Bild (ein Emoji oder sein OpenMoji-Code), durch ein Komma getrennt.</translation>
    </message>
    <message>
        <source>volcano, river, desert, island, glacier, …</source>
        <translation>Vulkan, Fluss, Wüste, Insel, Gletscher, …</translation>
    </message>
    <message>
        <source>volcano: lava, erupt, mountain, hot, crater</source>
        <translation>Vulkan: Lava, Ausbruch, Berg, heiß, Krater</translation>
    </message>
    <message>
        <source>fruit: apple 🍎, pear 🍐</source>
        <translation>Obst: Apfel 🍎, Birne 🍐</translation>
    </message>
</context>
<context>
    <name>PackProblems</name>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; are within the ghost&apos;s typo tolerance of each other: a misspelt guess may match both and count as wrong</source>
        <translation>„{a}“ und „{b}“ liegen innerhalb der Tippfehler-Toleranz des Geists: Ein falsch geschriebener Tipp kann auf beide passen und als falsch zählen</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; is missing (a = {{ word = ..., picture = ... }})</source>
        <translation>„{side}“ fehlt (a = {{ word = ..., picture = ... }})</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; must be {{ word = ..., picture = ... }}, not {kind}</source>
        <translation>„{side}“ muss {{ word = ..., picture = ... }} sein, nicht {kind}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; does not match its folder &quot;{folder}&quot;</source>
        <translation>„{value}“ passt nicht zu seinem Ordner „{folder}“</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has the picture &quot;{picture}&quot; of &quot;{other}&quot; in {where}: give each word its own picture</source>
        <translation>„{word}“ hat das Bild „{picture}“ von „{other}“ in {where}: Gib jedem Wort ein eigenes Bild</translation>
    </message>
    <message>
        <source>a and b have the same picture &quot;{picture}&quot;</source>
        <translation>a und b haben dasselbe Bild „{picture}“</translation>
    </message>
    <message>
        <source>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</source>
        <translation>ein mitgeliefertes Paket gehört nach packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>einer Karte</translation>
    </message>
    <message>
        <source>a date or time</source>
        <translation>ein Datum oder eine Uhrzeit</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>eine Dezimalzahl</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a list of other values</source>
        <translation>eine Liste anderer Werte</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>einem Paar</translation>
    </message>
    <message>
        <source>a Spy Word pack needs at least {minimum} pair</source>
        <translation>ein Spionwort-Paket braucht mindestens {minimum} Paar</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>eine Tabelle</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a.word and b.word are the same word</source>
        <translation>a.word und b.word sind dasselbe Wort</translation>
    </message>
    <message>
        <source>at column {column}</source>
        <translation>in Spalte {column}</translation>
    </message>
    <message>
        <source>at the end of the file</source>
        <translation>am Ende der Datei</translation>
    </message>
    <message>
        <source>belongs to {other} packs, not {game}</source>
        <translation>gehört zu {other}-Paketen, nicht zu {game}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>Karte {number}</translation>
    </message>
    <message>
        <source>card {number} &quot;{words}&quot;</source>
        <translation>Karte {number} „{words}“</translation>
    </message>
    <message>
        <source>contains the target &quot;{target}&quot;</source>
        <translation>enthält das gesuchte Wort „{target}“</translation>
    </message>
    <message>
        <source>could not be checked ({error})</source>
        <translation>konnte nicht geprüft werden ({error})</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>existiert nicht</translation>
    </message>
    <message>
        <source>field &quot;{key}&quot;</source>
        <translation>Feld „{key}“</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; is listed twice</source>
        <translation>das verbotene Wort „{word}“ steht zweimal da</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; looks like a form of the target &quot;{target}&quot;; if it is, choose another clue</source>
        <translation>das verbotene Wort „{word}“ sieht nach einer Form des gesuchten Worts „{target}“ aus; wenn es eine ist, wähl einen anderen Hinweis</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; shares the root &quot;{root}&quot; with the target &quot;{target}&quot;: a form of the target is off limits anyway; choose another clue</source>
        <translation>das verbotene Wort „{word}“ hat den Stamm „{root}“ mit dem gesuchten Wort „{target}“ gemeinsam: Eine Form des gesuchten Worts ist ohnehin verboten; wähl einen anderen Hinweis</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; {reason}</source>
        <translation>das verbotene Wort „{word}“ {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} &quot;{word}&quot; {reason}</source>
        <translation>das verbotene Wort {number} „{word}“ {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} must be text, not {kind}</source>
        <translation>das verbotene Wort {number} muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; look like one word family: the second blocks no new clue; choose another</source>
        <translation>die verbotenen Wörter „{kin}“ und „{word}“ scheinen eine Wortfamilie zu sein: Das zweite sperrt keinen neuen Hinweis; wähl ein anderes</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; share the root &quot;{root}&quot;: the second blocks no new clue; choose another</source>
        <translation>die verbotenen Wörter „{kin}“ und „{word}“ haben den Stamm „{root}“ gemeinsam: Das zweite sperrt keinen neuen Hinweis; wähl ein anderes</translation>
    </message>
    <message>
        <source>has 1 forbidden word, needs exactly {needed}</source>
        <translation>hat 1 verbotenes Wort, braucht genau {needed}</translation>
    </message>
    <message>
        <source>has a control character (a tab or a line break)</source>
        <translation>enthält ein Steuerzeichen (einen Tabulator oder Zeilenumbruch)</translation>
    </message>
    <message>
        <source>has a hyphen at the start or the end, or two in a row</source>
        <translation>hat einen Bindestrich am Anfang oder Ende oder zwei hintereinander</translation>
    </message>
    <message>
        <source>has a space: a codename is a single word</source>
        <translation>enthält ein Leerzeichen: Ein Deckname ist ein einziges Wort</translation>
    </message>
    <message>
        <source>has an apostrophe: a codename is a single word</source>
        <translation>enthält einen Apostroph: Ein Deckname ist ein einziges Wort</translation>
    </message>
    <message>
        <source>has no letters</source>
        <translation>hat keine Buchstaben</translation>
    </message>
    <message>
        <source>has no {suffix} pack files</source>
        <translation>enthält keine {suffix}-Paketdateien</translation>
    </message>
    <message>
        <source>has spaces at the start or end</source>
        <translation>hat Leerzeichen am Anfang oder Ende</translation>
    </message>
    <message>
        <source>has two spaces in a row</source>
        <translation>hat zwei Leerzeichen hintereinander</translation>
    </message>
    <message>
        <source>has {character}: a codename has only letters (and rarely a hyphen)</source>
        <translation>enthält {character}: Ein Deckname hat nur Buchstaben (und selten einen Bindestrich)</translation>
    </message>
    <message>
        <source>is a symbolic link loop: it points back to itself</source>
        <translation>ist eine Schleife symbolischer Links: Er zeigt auf sich selbst</translation>
    </message>
    <message>
        <source>is a symbolic link to {target}, which does not exist</source>
        <translation>ist ein symbolischer Link auf {target}, das nicht existiert</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>is empty: a pack starts with schema = {schema}</source>
        <translation>ist leer: Ein Paket beginnt mit schema = {schema}</translation>
    </message>
    <message>
        <source>is larger than {limit:,} bytes</source>
        <translation>ist größer als {limit:,} Byte</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>is missing (one of {choices})</source>
        <translation>fehlt (einer von {choices})</translation>
    </message>
    <message>
        <source>is missing (true or false)</source>
        <translation>fehlt (true oder false)</translation>
    </message>
    <message>
        <source>is missing: a pack starts with schema = {schema}</source>
        <translation>fehlt: Ein Paket beginnt mit schema = {schema}</translation>
    </message>
    <message>
        <source>is missing: a {game} pack lists its {key}</source>
        <translation>fehlt: Ein {game}-Paket listet seine {key} auf</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</source>
        <translation>ist kein UTF-8-Text (Byte 0x{byte:02X}): Speichere die Datei als UTF-8</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>ist kein gültiges TOML: {reason}</translation>
    </message>
    <message>
        <source>is part of the target &quot;{target}&quot;</source>
        <translation>ist Teil des gesuchten Worts „{target}“</translation>
    </message>
    <message>
        <source>is the same pack &quot;{id}&quot; as {other}: rename one</source>
        <translation>ist dasselbe Paket „{id}“ wie {other}: Benenne eines um</translation>
    </message>
    <message>
        <source>is the target word</source>
        <translation>ist das gesuchte Wort</translation>
    </message>
    <message>
        <source>is {value}; write one of {choices}</source>
        <translation>ist {value}; schreib einen von {choices}</translation>
    </message>
    <message>
        <source>is &quot;{value}&quot;, so the pack must also say family_friendly = true</source>
        <translation>ist „{value}“, also muss das Paket auch family_friendly = true angeben</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>must be a list of [[{key}]] tables, not {kind}</source>
        <translation>muss eine Liste von [[{key}]]-Tabellen sein, nicht {kind}</translation>
    </message>
    <message>
        <source>must be a list of words, not {kind}</source>
        <translation>muss eine Liste von Wörtern sein, nicht {kind}</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>must be the whole number {schema}, not {kind}</source>
        <translation>muss die ganze Zahl {schema} sein, nicht {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>muss true oder false sein, nicht {kind}</translation>
    </message>
    <message>
        <source>name &quot;{name}&quot; must be lowercase letters, digits and hyphens ending in {suffix}, e.g. &quot;{suggestion}&quot;</source>
        <translation>der Name „{name}“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten und muss auf {suffix} enden, z. B. „{suggestion}“</translation>
    </message>
    <message>
        <source>nests lists or tables too deeply to be a pack</source>
        <translation>verschachtelt Listen oder Tabellen zu tief für ein Paket</translation>
    </message>
    <message>
        <source>pair {number}</source>
        <translation>Paar {number}</translation>
    </message>
    <message>
        <source>pair {number} &quot;{words}&quot;</source>
        <translation>Paar {number} „{words}“</translation>
    </message>
    <message>
        <source>says &quot;{language}&quot; but most of its words are &quot;{other}&quot; words: if the pack is in that language, write language = &quot;{other}&quot;</source>
        <translation>sagt &quot;{language}&quot;, aber die meisten Wörter sind &quot;{other}&quot;: Wenn das Paket in dieser Sprache ist, schreib language = &quot;{other}&quot;</translation>
    </message>
    <message>
        <source>starts with a byte order mark (BOM): save it as UTF-8 without BOM</source>
        <translation>beginnt mit einer Bytereihenfolge-Markierung (BOM): Speichere die Datei als UTF-8 ohne BOM</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>dem Paket</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false (wahr/falsch)</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}</source>
        <translation>TOML-Syntaxfehler {where}: {reason}</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; is missing (a list of {size} words)</source>
        <translation>„forbidden“ fehlt (eine Liste mit {size} Wörtern)</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; must be a list of {size} words, not {kind}</source>
        <translation>„forbidden“ muss eine Liste mit {size} Wörtern sein, nicht {kind}</translation>
    </message>
    <message>
        <source>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</source>
        <translation>eine Codenames-Liste braucht mindestens {minimum} Wörter (ein 5×5-Raster), diese hat {found}</translation>
    </message>
    <message>
        <source>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</source>
        <translation>ein Rund-ums-Wort-Paket hat {minimum} bis {maximum} Karten ({maximum} füllen das längste Spiel), dieses hat {found}</translation>
    </message>
    <message>
        <source>has {found} forbidden words, needs exactly {needed}</source>
        <translation>hat {found} verbotene Wörter, braucht genau {needed}</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}: {shown}</source>
        <translation>TOML-Syntaxfehler {where}: {reason}: {shown}</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what} (known: {known})</source>
        <translation>unbekanntes Feld „{key}“ in {what} (bekannt: {known})</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what}; did you mean &quot;{guess}&quot;?</source>
        <translation>unbekanntes Feld „{key}“ in {what}; meintest du „{guess}“?</translation>
    </message>
    <message>
        <source>word {number}</source>
        <translation>Wort {number}</translation>
    </message>
    <message>
        <source>word {number} &quot;{words}&quot;</source>
        <translation>Wort {number} „{words}“</translation>
    </message>
    <message>
        <source>{found} is not supported: this Palabre reads schema {schema} packs</source>
        <translation>{found} wird nicht unterstützt: Dieses Palabre liest Pakete mit schema {schema}</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name (uppercase hex codepoints joined by &quot;-&quot;, e.g. &quot;1F34E&quot;)</source>
        <translation>{label} „{picture}“ ist kein OpenMoji-Dateiname (hexadezimale Codepunkte in Großbuchstaben, mit &quot;-&quot; verbunden, z. B. &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; it is the emoji itself: write its code &quot;{name}&quot;</source>
        <translation>{label} „{picture}“ ist kein OpenMoji-Dateiname, sondern das Emoji selbst: Schreib seinen Code &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; write it in capitals: &quot;{name}&quot;</source>
        <translation>{label} „{picture}“ ist kein OpenMoji-Dateiname; schreib ihn in Großbuchstaben: &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji picture</source>
        <translation>{label} „{picture}“ ist kein OpenMoji-Bild</translation>
    </message>
    <message>
        <source>{label} has no letters</source>
        <translation>{label} hat keine Buchstaben</translation>
    </message>
    <message>
        <source>{label} is missing</source>
        <translation>{label} fehlt</translation>
    </message>
    <message>
        <source>{label} is missing (an OpenMoji name like &quot;1F34E&quot;)</source>
        <translation>{label} fehlt (ein OpenMoji-Name wie &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} must be text, not {kind}</source>
        <translation>{label} muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>{label} {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} ist keiner von {choices}</translation>
    </message>
    <message>
        <source>{what} &quot;{word}&quot; is already in {where}</source>
        <translation>{what} „{word}“ steht schon in {where}</translation>
    </message>
    <message>
        <source>{item}: {message}</source>
        <translation>{item}: {message}</translation>
    </message>
</context>
<context>
    <name>PacksCard</name>
    <message>
        <source>Word packs</source>
        <translation>Wortpakete</translation>
    </message>
    <message>
        <source>Every pack</source>
        <translation>Alle Pakete</translation>
    </message>
    <message>
        <source>Family-friendly packs only</source>
        <translation>Nur familientaugliche Pakete</translation>
    </message>
    <message>
        <source>Junior packs only (6–10 years)</source>
        <translation>Nur Junior-Pakete (6–10 Jahre)</translation>
    </message>
    <message>
        <source>Which packs to offer</source>
        <translation>Welche Pakete angeboten werden</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Wähle ein Paket.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Wähle ein oder mehrere Pakete.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>Kein Paket in dieser Sprache.</translation>
    </message>
    <message>
        <source>Not offered (open it in Make a pack to fix it):</source>
        <translation>Nicht angeboten (öffne es unter Paket erstellen, um es zu reparieren):</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Nur {name} darf hinsehen. Klicken oder Leertaste drücken zum Aufdecken.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Geheimen Bildschirm von {name} aufdecken</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verdecken</translation>
    </message>
</context>
<context>
    <name>ProfileChoice</name>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
    <message>
        <source>Your profile</source>
        <translation>Dein Profil</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Profil bearbeiten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Picture {number}</source>
        <translation>Bild {number}</translation>
    </message>
</context>
<context>
    <name>ProfileOpen</name>
    <message>
        <source>Profiles damaged</source>
        <translation>Profile beschädigt</translation>
    </message>
    <message>
        <source>The profiles file is damaged. A backup from {when} is available.</source>
        <translation>Die Profildatei ist beschädigt. Eine Sicherung vom {when} ist vorhanden.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>The profiles file is damaged and there is no backup.</source>
        <translation>Die Profildatei ist beschädigt, und es gibt keine Sicherung.</translation>
    </message>
    <message>
        <source>Start with no profiles</source>
        <translation>Ohne Profile neu beginnen</translation>
    </message>
    <message>
        <source>Play without profiles this time</source>
        <translation>Diesmal ohne Profile spielen</translation>
    </message>
    <message>
        <source>Nothing is deleted: the damaged file is kept for a bug report.</source>
        <translation>Nichts wird gelöscht: Die beschädigte Datei bleibt für einen Fehlerbericht erhalten.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Edit name and picture</source>
        <translation>Name und Bild ändern</translation>
    </message>
    <message>
        <source>{level}: {into} / {needed} XP</source>
        <translation>{level}: {into} / {needed} XP</translation>
    </message>
    <message>
        <source>{xp} XP in all. {left} XP to the next level.</source>
        <translation>{xp} XP insgesamt. Noch {left} XP bis zum nächsten Level.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiken</translation>
    </message>
    <message>
        <source>{group} ({earned}/{total})</source>
        <translation>{group} ({earned}/{total})</translation>
    </message>
    <message>
        <source>Shown on your card</source>
        <translation>Auf deiner Karte</translation>
    </message>
    <message>
        <source>Show on my card</source>
        <translation>Auf meiner Karte zeigen</translation>
    </message>
</context>
<context>
    <name>ProfileTexts</name>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Wins in a row now</source>
        <translation>Siege in Folge zurzeit</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Meiste Siege in Folge</translation>
    </message>
    <message>
        <source>Won as a citizen</source>
        <translation>Als Bürger gewonnen</translation>
    </message>
    <message>
        <source>Won as a spy</source>
        <translation>Als Spion gewonnen</translation>
    </message>
    <message>
        <source>Won as the ghost</source>
        <translation>Als Geist gewonnen</translation>
    </message>
    <message>
        <source>Words guessed as the ghost</source>
        <translation>Als Geist erratene Wörter</translation>
    </message>
    <message>
        <source>Spies and ghosts voted out</source>
        <translation>Rausgewählte Spione und Geister</translation>
    </message>
    <message>
        <source>Cards found on your clues</source>
        <translation>Mit deinen Hinweisen erratene Karten</translation>
    </message>
    <message>
        <source>Most cards in one turn</source>
        <translation>Meiste Karten in einer Runde</translation>
    </message>
    <message>
        <source>Forbidden words caught</source>
        <translation>Ertappte verbotene Wörter</translation>
    </message>
    <message>
        <source>Won as spymaster</source>
        <translation>Als Geheimdienstchef gewonnen</translation>
    </message>
    <message>
        <source>Won as a guesser</source>
        <translation>Als Ermittler gewonnen</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Gefundene Wörter</translation>
    </message>
    <message>
        <source>Clues worth 4 or more</source>
        <translation>Hinweise für 4 oder mehr</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>Gib einen Namen ein.</translation>
    </message>
    <message>
        <source>Another profile has this name.</source>
        <translation>Ein anderes Profil hat diesen Namen.</translation>
    </message>
    <message>
        <source>Pick a picture.</source>
        <translation>Wähle ein Bild.</translation>
    </message>
    <message>
        <source>This title is not earned yet.</source>
        <translation>Diesen Titel hast du noch nicht verdient.</translation>
    </message>
    <message>
        <source>This profile no longer exists.</source>
        <translation>Dieses Profil gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The profiles could not be saved.</source>
        <translation>Die Profile konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Lvl {level}</translation>
    </message>
</context>
<context>
    <name>ProfilesScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Classroom: hide XP and titles</source>
        <translation>Klassenzimmer: XP und Titel ausblenden</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</source>
        <translation>Jeder Spieler wählt sein Profil, wenn er sich an den Tisch setzt: Beendete Spiele bringen XP, Titel und Statistiken.</translation>
    </message>
    <message>
        <source>Profiles are not available: the profiles file could not be opened.</source>
        <translation>Profile sind nicht verfügbar: Die Profildatei konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open {name}&apos;s profile</source>
        <translation>Profil von {name} öffnen</translation>
    </message>
    <message>
        <source>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</source>
        <translation>Die Statistiken von {name} sind beschädigt und können nicht gelesen werden. Für dieses Profil wird kein Spiel gezählt, bis sie zurückgesetzt sind.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistiken zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the statistics of {name}</source>
        <translation>Statistiken von {name} zurücksetzen</translation>
    </message>
</context>
<context>
    <name>ProgressBanner</name>
    <message>
        <source>{name}: +{xp} XP</source>
        <translation>{name}: +{xp} XP</translation>
    </message>
    <message>
        <source>Up to {level}!</source>
        <translation>Aufgestiegen: {level}!</translation>
    </message>
    <message>
        <source>New title: {titles}</source>
        <translation>Neuer Titel: {titles}</translation>
    </message>
    <message>
        <source>New titles: {titles}</source>
        <translation>Neue Titel: {titles}</translation>
    </message>
    <message numerus="yes">
        <source>New titles: {titles} and %n more (on the profile)</source>
        <translation>
            <numerusform>Neue Titel: {titles} und %n weiterer (im Profil)</numerusform>
            <numerusform>Neue Titel: {titles} und %n weitere (im Profil)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diese Person gibt es nicht.</translation>
    </message>
    <message>
        <source>This player has left the game.</source>
        <translation>Diese Person hat das Spiel verlassen.</translation>
    </message>
    <message>
        <source>This player is not in the game.</source>
        <translation>Diese Person ist nicht im Spiel.</translation>
    </message>
    <message>
        <source>Not possible when playing on one computer.</source>
        <translation>Beim Spiel an einem Computer nicht möglich.</translation>
    </message>
    <message>
        <source>Nothing changed in the connection.</source>
        <translation>An der Verbindung hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Reopen the room</source>
        <translation>Raum wieder öffnen</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation>Neu anfangen</translation>
    </message>
    <message>
        <source>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</source>
        <translation>Ein Raum wurde unerwartet beendet, aber sein Absturz-Journal ist beschädigt und kann nicht wieder geöffnet werden ({code}). Fang neu an: Die beschädigte Datei wird für einen Fehlerbericht aufbewahrt.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</source>
        <translation>Der Raum „{room}“ wurde vor {minutes} Min. unerwartet beendet, mitten in einer Runde {game} mit {names}. Öffne ihn wieder, um dort weiterzuspielen, wo ihr wart: Jedes Gerät bekommt seinen Platz zurück.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</source>
        <translation>Der Raum „{room}“ wurde vor {minutes} Min. unerwartet beendet, mit {names} in der Lobby. Öffne ihn wieder, um alle erneut zu versammeln.</translation>
    </message>
</context>
<context>
    <name>SettingsCard</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Person {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Zurück zur Spieleliste</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Name der neuen Person</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Ausgewählte entfernen</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Doppelklick auf einen Namen (oder F2) zum Umbenennen.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <source>Profiles…</source>
        <translation>Profile…</translation>
    </message>
    <message>
        <source>Profile to seat</source>
        <translation>Profil zum Platzieren</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Geschätzte Dauer: {duration}</translation>
    </message>
    <message>
        <source>This game&apos;s screens are not ready yet: it cannot be played in this version.</source>
        <translation>Die Bildschirme dieses Spiels sind noch nicht fertig: In dieser Version kann es noch nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Pick a profile…</source>
        <translation>Profil wählen…</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Klicke auf einen Namen, um die Person ins andere Team zu schieben.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Teams neu mischen</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>Die dritte Person rät für beide Geheimdienstchefs.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (Geheimdienstchef)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>{name} ins {team} verschieben</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Geheimdienstchef</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Geheimdienstchef von {team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <translation>Spione</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Geist (eine Person ohne Wort)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Spione wissen, dass sie Spione sind</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Rolle ausgeschiedener Personen zeigen</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Abstimmungsergebnis</translation>
    </message>
    <message>
        <source>Allow &quot;Pass&quot; in votes</source>
        <translation>„Passen“ bei Abstimmungen erlauben</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Jeder Hinweis ist</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Diskussionszeit</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Karten pro Team</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Wer für wen gestimmt hat</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Nur Summen</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>Ein Wort</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>Ein Satz</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>Ein Stichduell zwischen den Stimmgleichen</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>Eine Auslosung</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) (about {minutes} min)</source>
        <translation>
            <numerusform>%n Karte (etwa {minutes} Min.)</numerusform>
            <numerusform>%n Karten (etwa {minutes} Min.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jede Person braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Zwei Personen heißen {name}: Gib ihnen verschiedene Namen.</translation>
    </message>
    <message>
        <source>{name} has a letter with more than three accents or marks: remove some.</source>
        <translation>{name} hat einen Buchstaben mit mehr als drei Akzenten oder Zeichen: entferne einige.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Wähle mindestens ein Paket.</translation>
    </message>
    <message>
        <source>This game needs {min} to {max} players.</source>
        <translation>Dieses Spiel braucht {min} bis {max} Personen.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Spionwort braucht {min} bis {max} Personen.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>Bei so vielen Personen gibt es höchstens {max} Spione.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>Der Geist braucht mindestens 5 Personen.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Zu viele Spione und Geist: Die Bürger müssen in der Überzahl sein.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>Die gewählten Pakete enthalten keine Wortpaare.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Rund ums Wort braucht 4 bis 10 Personen.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Jedes Team braucht mindestens 2 Personen: Schiebe jemanden ins {team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Diese Variante ist für genau {expected} Personen.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>{team} braucht genau einen Geheimdienstchef.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>{team} braucht mindestens eine Person zum Raten.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>In dieser Variante spielen alle im selben Team.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>Die gewählten Pakete haben weniger als 25 verschiedene Wörter.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>Diese Einstellungen sind nicht möglich ({code}).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) (this game is for {low})</source>
        <translation>
            <numerusform>%n Person (dieses Spiel ist für {low})</numerusform>
            <numerusform>%n Personen (dieses Spiel ist für {low})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ({low}–{high})</source>
        <translation>
            <numerusform>%n Person ({low}–{high})</numerusform>
            <numerusform>%n Personen ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>The game is full (%n player(s)).</source>
        <translation>
            <numerusform>Das Spiel ist voll (%n Person).</numerusform>
            <numerusform>Das Spiel ist voll (%n Personen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpyCard</name>
    <message>
        <source>{name}, you have no word</source>
        <translation>{name}, du hast kein Wort</translation>
    </message>
    <message>
        <source>You are the ghost</source>
        <translation>Du bist der Geist</translation>
    </message>
    <message>
        <source>Listen to the clues, work out the citizens&apos; word and blend in.</source>
        <translation>Hör dir die Hinweise an, finde das Wort der Bürger heraus und fall nicht auf.</translation>
    </message>
    <message>
        <source>{name}, your word is</source>
        <translation>{name}, dein Wort ist</translation>
    </message>
    <message>
        <source>You are a spy</source>
        <translation>Du bist ein Spion</translation>
    </message>
    <message>
        <source>Remember it, and let nobody else see it.</source>
        <translation>Merk es dir und lass es niemanden sehen.</translation>
    </message>
</context>
<context>
    <name>SpyEndPage</name>
    <message>
        <source>Roles (★ the winning side)</source>
        <translation>Rollen (★ die Gewinnerseite)</translation>
    </message>
    <message>
        <source>Votes, round by round</source>
        <translation>Die Abstimmungen, Runde für Runde</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Startbildschirm</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>Das Wort der Bürger</translation>
    </message>
    <message>
        <source>The spies&apos; word</source>
        <translation>Das Wort der Spione</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>The ghost guessed “{guess}”: {verdict}.</source>
        <translation>Der Geist hat „{guess}“ geraten: {verdict}.</translation>
    </message>
    <message>
        <source>out in round {round}</source>
        <translation>in Runde {round} ausgeschieden</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>noch im Spiel</translation>
    </message>
</context>
<context>
    <name>SpyPrivatePage</name>
    <message>
        <source>Send my guess</source>
        <translation>Tipp abgeben</translation>
    </message>
    <message>
        <source>OK, hide it</source>
        <translation>OK, verbergen</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>Das Wort der Bürger</translation>
    </message>
    <message>
        <source>Your guess of the citizens&apos; word</source>
        <translation>Dein Tipp für das Wort der Bürger</translation>
    </message>
    <message>
        <source>You were the ghost</source>
        <translation>Du warst der Geist</translation>
    </message>
    <message>
        <source>One guess: what is the citizens&apos; word? Guess right and you win alone.</source>
        <translation>Ein einziger Tipp: Wie lautet das Wort der Bürger? Liegst du richtig, gewinnst du allein.</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Du bist ausgeschieden</translation>
    </message>
    <message>
        <source>Your role: {role}. Keep it to yourself until the end.</source>
        <translation>Deine Rolle: {role}. Behalte sie bis zum Schluss für dich.</translation>
    </message>
    <message>
        <source>Your private screen: nobody else sees it</source>
        <translation>Dein privater Bildschirm: niemand sonst sieht ihn</translation>
    </message>
    <message>
        <source>{name} is out: a private screen</source>
        <translation>{name} ist ausgeschieden: privater Bildschirm</translation>
    </message>
</context>
<context>
    <name>SpyResultPage</name>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Wer für wen gestimmt hat</translation>
    </message>
    <message>
        <source>Votes received</source>
        <translation>Erhaltene Stimmen</translation>
    </message>
</context>
<context>
    <name>SpyRevealPage</name>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Got it: I have seen my card</source>
        <translation>Verstanden: Ich habe meine Karte gesehen</translation>
    </message>
    <message>
        <source>Got it: hide my card and pass on</source>
        <translation>Verstanden: Karte verbergen und weitergeben</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Karten: {seen} von {total} gesehen</translation>
    </message>
</context>
<context>
    <name>SpyReviewPage</name>
    <message>
        <source>Your word</source>
        <translation>Dein Wort</translation>
    </message>
    <message>
        <source>Who wants to see their word?</source>
        <translation>Wer möchte sein Wort sehen?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>SpyRoundPage</name>
    <message>
        <source>See my word</source>
        <translation>Mein Wort ansehen</translation>
    </message>
    <message>
        <source>See my word again</source>
        <translation>Mein Wort noch einmal ansehen</translation>
    </message>
    <message>
        <source>See my word again (pick your name)</source>
        <translation>Mein Wort nochmal ansehen (Namen wählen)</translation>
    </message>
    <message>
        <source>Speaking order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>No time limit: go to the vote when you are ready.</source>
        <translation>Kein Zeitlimit: Stimmt ab, wenn ihr so weit seid.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Runde {round} · {phase}</translation>
    </message>
    <message>
        <source>Talk it over: who is not like the others?</source>
        <translation>Besprecht euch: Wer ist anders als die anderen?</translation>
    </message>
    <message>
        <source>Go to vote</source>
        <translation>Zur Abstimmung</translation>
    </message>
    <message>
        <source>Your turn: give your clue</source>
        <translation>Du bist dran: gib deinen Hinweis</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} gibt einen Hinweis</translation>
    </message>
    <message>
        <source>{name}, give your clue</source>
        <translation>{name}, gib deinen Hinweis</translation>
    </message>
    <message>
        <source>You are out: you watch until the end.</source>
        <translation>Du bist ausgeschieden: Du schaust bis zum Ende zu.</translation>
    </message>
    <message>
        <source>Say your clue aloud, then tap “Clue given”.</source>
        <translation>Sag deinen Hinweis laut und tippe dann auf „Hinweis gegeben“.</translation>
    </message>
    <message>
        <source>You are the host: start the vote when the table is ready.</source>
        <translation>Du bist der Gastgeber: Starte die Abstimmung, wenn alle so weit sind.</translation>
    </message>
    <message>
        <source>No time limit: the host, {name}, starts the vote.</source>
        <translation>Kein Zeitlimit: Der Gastgeber, {name}, startet die Abstimmung.</translation>
    </message>
    <message>
        <source>Only the host, {name}, can start the vote early.</source>
        <translation>Nur der Gastgeber, {name}, kann die Abstimmung früher starten.</translation>
    </message>
    <message>
        <source>Clue given</source>
        <translation>Hinweis gegeben</translation>
    </message>
    <message>
        <source>Tie between {names}: each gives one more clue, then the others vote.</source>
        <translation>Gleichstand zwischen {names}: Jeder gibt noch einen Hinweis, dann stimmen die anderen ab.</translation>
    </message>
</context>
<context>
    <name>SpyTableWidget</name>
    <message>
        <source>{game} · round {round} · {phase}</source>
        <translation>{game} · Runde {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards seen: {seen} of {total}</source>
        <translation>Karten gesehen: {seen} von {total}</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} gibt einen Hinweis</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Diskussion</translation>
    </message>
    <message numerus="yes">
        <source>Voted: %n of {total}</source>
        <translation>
            <numerusform>Abgestimmt: %n von {total}</numerusform>
            <numerusform>Abgestimmt: %n von {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} ist auf einem privaten Bildschirm</translation>
    </message>
    <message>
        <source>Duel between {names}</source>
        <translation>Duell zwischen {names}</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Der Geist rät das Wort der Bürger.</translation>
    </message>
    <message>
        <source>Citizens: {word}</source>
        <translation>Bürger: {word}</translation>
    </message>
    <message>
        <source>Spies: {word}</source>
        <translation>Spione: {word}</translation>
    </message>
    <message>
        <source>out · {role}</source>
        <translation>ausgeschieden · {role}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>{mark} voted</source>
        <translation>{mark} hat abgestimmt</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>Last vote: {heading}</source>
        <translation>Letzte Abstimmung: {heading}</translation>
    </message>
</context>
<context>
    <name>SpyVotePage</name>
    <message>
        <source>Who do you vote out?</source>
        <translation>Wen wählst du heraus?</translation>
    </message>
    <message>
        <source>{name}, who do you vote out?</source>
        <translation>{name}, wen wählst du heraus?</translation>
    </message>
    <message>
        <source>Cast my vote</source>
        <translation>Stimme abgeben</translation>
    </message>
    <message>
        <source>Send my vote</source>
        <translation>Stimme senden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message numerus="yes">
        <source>Duel vote: %n of {total} voted</source>
        <translation>
            <numerusform>Stichwahl: %n von {total} hat abgestimmt</numerusform>
            <numerusform>Stichwahl: %n von {total} haben abgestimmt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Abstimmung: %n von {total} hat abgestimmt</numerusform>
            <numerusform>Abstimmung: %n von {total} haben abgestimmt</numerusform>
        </translation>
    </message>
    <message>
        <source>Only between {names}. Once sent, your vote cannot be changed.</source>
        <translation>Nur zwischen {names}. Einmal gesendet, kann deine Stimme nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</source>
        <translation>Deine Stimme bleibt geheim, bis die Abstimmung endet. Einmal gesendet, kann sie nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>Only between {names}.</source>
        <translation>Nur zwischen {names}.</translation>
    </message>
    <message>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Deine Stimme bleibt geheim, bis alle abgestimmt haben.</translation>
    </message>
    <message>
        <source>Cast my vote for {name}</source>
        <translation>Für {name} stimmen</translation>
    </message>
</context>
<context>
    <name>SpyWaitPage</name>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Runde {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Karten: {seen} von {total} gesehen</translation>
    </message>
    <message>
        <source>The clues start once everyone has seen their card.</source>
        <translation>Die Hinweise beginnen, sobald alle ihre Karte gesehen haben.</translation>
    </message>
    <message>
        <source>Still looking at their card:</source>
        <translation>Schauen noch ihre Karte an:</translation>
    </message>
    <message>
        <source>You voted Pass. A sent vote cannot be changed.</source>
        <translation>Du hast „Passen“ gewählt. Eine gesendete Stimme kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>You voted for {name}. A sent vote cannot be changed.</source>
        <translation>Du hast für {name} gestimmt. Eine gesendete Stimme kann nicht geändert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Abstimmung: %n von {total} hat abgestimmt</numerusform>
            <numerusform>Abstimmung: %n von {total} haben abgestimmt</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to vote:</source>
        <translation>Müssen noch abstimmen:</translation>
    </message>
    <message>
        <source>You are out: you do not vote.</source>
        <translation>Du bist ausgeschieden: Du stimmst nicht ab.</translation>
    </message>
    <message>
        <source>You are in the duel: only the others vote.</source>
        <translation>Du bist im Duell: Nur die anderen stimmen ab.</translation>
    </message>
    <message>
        <source>Your vote cannot be sent now.</source>
        <translation>Deine Stimme kann gerade nicht gesendet werden.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Diesmal stimmst du nicht ab.</translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} ist auf einem privaten Bildschirm</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Der Geist rät das Wort der Bürger.</translation>
    </message>
    <message>
        <source>The game goes on once they are done.</source>
        <translation>Das Spiel geht weiter, sobald die Person fertig ist.</translation>
    </message>
</context>
<context>
    <name>SpyWordTexts</name>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Round {round}: duel vote</source>
        <translation>Runde {round}: Duell-Abstimmung</translation>
    </message>
    <message>
        <source>Round {round}: vote</source>
        <translation>Runde {round}: Abstimmung</translation>
    </message>
    <message>
        <source>Pass wins: nobody is out this round.</source>
        <translation>„Passen“ gewinnt: In dieser Runde scheidet niemand aus.</translation>
    </message>
    <message>
        <source>Tie between {names}: a duel decides.</source>
        <translation>Gleichstand zwischen {names}: Ein Duell entscheidet.</translation>
    </message>
    <message>
        <source>Drawn by lot between {names}: {name} is out.</source>
        <translation>Los zwischen {names}: {name} scheidet aus.</translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation>{name} scheidet aus.</translation>
    </message>
    <message>
        <source>Their role stays hidden until the end.</source>
        <translation>Die Rolle bleibt bis zum Schluss geheim.</translation>
    </message>
    <message>
        <source>{name} was a citizen.</source>
        <translation>{name} war Bürger.</translation>
    </message>
    <message>
        <source>{name} was a spy.</source>
        <translation>{name} war ein Spion.</translation>
    </message>
    <message>
        <source>{name} was the ghost.</source>
        <translation>{name} war der Geist.</translation>
    </message>
    <message>
        <source>{voter} → {target}</source>
        <translation>{voter} → {target}</translation>
    </message>
    <message>
        <source>{name}: {votes}</source>
        <translation>{name}: {votes}</translation>
    </message>
    <message>
        <source>Citizen</source>
        <translation>Bürger</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>Role hidden</source>
        <translation>Rolle verborgen</translation>
    </message>
    <message>
        <source>The citizens win!</source>
        <translation>Die Bürger gewinnen!</translation>
    </message>
    <message>
        <source>The spies and the ghost win!</source>
        <translation>Die Spione und der Geist gewinnen!</translation>
    </message>
    <message>
        <source>The ghost wins alone!</source>
        <translation>Der Geist gewinnt allein!</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <source>No spy and no ghost is left in the game.</source>
        <translation>Kein Spion und kein Geist ist mehr im Spiel.</translation>
    </message>
    <message>
        <source>Only one citizen is left in the game.</source>
        <translation>Nur noch ein Bürger ist im Spiel.</translation>
    </message>
    <message>
        <source>The ghost guessed the citizens&apos; word.</source>
        <translation>Der Geist hat das Wort der Bürger erraten.</translation>
    </message>
    <message>
        <source>Too few players are left to go on.</source>
        <translation>Es sind zu wenige Personen übrig, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Everyone looks at their card</source>
        <translation>Alle sehen sich ihre Karte an</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Diskussion</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <source>Duel: one more clue</source>
        <translation>Duell: noch ein Hinweis</translation>
    </message>
    <message>
        <source>Duel vote</source>
        <translation>Duell-Abstimmung</translation>
    </message>
    <message>
        <source>Private screen</source>
        <translation>Privater Bildschirm</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Each player says one sentence about their word.</source>
        <translation>Jeder sagt einen Satz zu seinem Wort.</translation>
    </message>
    <message>
        <source>Each player says one word about their word.</source>
        <translation>Jeder sagt ein Wort zu seinem Wort.</translation>
    </message>
    <message>
        <source>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</source>
        <translation>Verboten: das Wort selbst, ein Teil davon, eine Übersetzung oder ein Hinweis, den schon jemand gegeben hat.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n Stimme</numerusform>
            <numerusform>%n Stimmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote sent, waiting for %n other player(s)</source>
        <translation>
            <numerusform>Stimme abgegeben, es fehlt noch %n Person</numerusform>
            <numerusform>Stimme abgegeben, es fehlen noch %n Personen</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>{name} (⚠ offline)</source>
        <translation>{name} (⚠ offline)</translation>
    </message>
    <message>
        <source>This card has already been seen.</source>
        <translation>Diese Karte wurde schon angesehen.</translation>
    </message>
    <message>
        <source>This is not the time for clues.</source>
        <translation>Jetzt ist nicht die Zeit für Hinweise.</translation>
    </message>
    <message>
        <source>No vote is open now.</source>
        <translation>Gerade läuft keine Abstimmung.</translation>
    </message>
    <message>
        <source>The cards have already been handed out.</source>
        <translation>Die Karten sind schon verteilt.</translation>
    </message>
    <message>
        <source>The discussion is not on now.</source>
        <translation>Gerade läuft keine Diskussion.</translation>
    </message>
    <message>
        <source>No private screen is open now.</source>
        <translation>Gerade ist kein privater Bildschirm offen.</translation>
    </message>
    <message>
        <source>It is not your turn to give a clue.</source>
        <translation>Du bist nicht mit einem Hinweis dran.</translation>
    </message>
    <message>
        <source>Only the host can start the vote.</source>
        <translation>Nur der Gastgeber kann die Abstimmung starten.</translation>
    </message>
    <message>
        <source>Eliminated players cannot start the vote.</source>
        <translation>Wer ausgeschieden ist, kann die Abstimmung nicht starten.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Diesmal stimmst du nicht ab.</translation>
    </message>
    <message>
        <source>You have already voted; a vote cannot be changed.</source>
        <translation>Du hast schon abgestimmt; eine Stimme kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>Wait for your turn to vote.</source>
        <translation>Warte, bis du mit Abstimmen dran bist.</translation>
    </message>
    <message>
        <source>Pass is not allowed in this vote.</source>
        <translation>„Passen“ ist bei dieser Abstimmung nicht erlaubt.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>Du kannst nicht für dich selbst stimmen.</translation>
    </message>
    <message>
        <source>You can only vote for a player still in the running.</source>
        <translation>Du kannst nur für jemanden stimmen, der noch im Rennen ist.</translation>
    </message>
    <message>
        <source>Only the eliminated ghost can guess.</source>
        <translation>Nur der ausgeschiedene Geist darf raten.</translation>
    </message>
    <message>
        <source>Type one guess (not empty, not too long).</source>
        <translation>Gib einen Tipp ein (nicht leer, nicht zu lang).</translation>
    </message>
    <message>
        <source>This private screen belongs to another player.</source>
        <translation>Dieser private Bildschirm gehört jemand anderem.</translation>
    </message>
</context>
<context>
    <name>TableLobby</name>
    <message>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR-Code zum Beitreten in diesen Raum</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Noch niemand ist beigetreten.</translation>
    </message>
    <message>
        <source>Scan with a phone, or open this page and type the code:</source>
        <translation>Mit dem Handy scannen oder diese Seite öffnen und den Code eingeben:</translation>
    </message>
    <message>
        <source>Scan with a phone, or open:</source>
        <translation>Mit dem Handy scannen oder öffnen:</translation>
    </message>
    <message>
        <source>No room found? On another computer, type the join code {code}</source>
        <translation>Raum nicht gefunden? Gib auf einem anderen Computer den Beitrittscode {code} ein</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre: Tischansicht</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show how to &amp;join (QR code)</source>
        <translation>&amp;Beitritt anzeigen (QR-Code)</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>Tischansicht &amp;schließen</translation>
    </message>
</context>
<context>
    <name>Taboo</name>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Buzzed</source>
        <translation>Gebuzzt</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Aussortiert</translation>
    </message>
    <message>
        <source>Passed · back in the deck</source>
        <translation>Gepasst · zurück im Stapel</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>noch %n Karte</numerusform>
            <numerusform>noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Play time: {time}</source>
        <translation>Spielzeit: {time}</translation>
    </message>
    <message>
        <source>{team} plays</source>
        <translation>{team} ist dran</translation>
    </message>
    <message>
        <source>Waiting for a clue-giver…</source>
        <translation>Warten auf jemanden, der erklärt…</translation>
    </message>
    <message>
        <source>{name} gives the clues</source>
        <translation>{name} erklärt</translation>
    </message>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (ausgestiegen)</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ offline</translation>
    </message>
    <message>
        <source>This turn: {score} (found {found}, buzzed {buzzed})</source>
        <translation>Dieser Zug: {score} ({found} gefunden, {buzzed} gebuzzt)</translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s). The tie is broken by total play time: {team} was faster ({won} to {lost}).</source>
        <translation>
            <numerusform>Beide Teams haben %n Punkt. Den Ausschlag gibt die gesamte Spielzeit: {team} war schneller ({won} zu {lost}).</numerusform>
            <numerusform>Beide Teams haben %n Punkte. Den Ausschlag gibt die gesamte Spielzeit: {team} war schneller ({won} zu {lost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s) and the same play time ({time}).</source>
        <translation>
            <numerusform>Beide Teams haben %n Punkt und dieselbe Spielzeit ({time}).</numerusform>
            <numerusform>Beide Teams haben %n Punkte und dieselbe Spielzeit ({time}).</numerusform>
        </translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>Kein Passen mehr</translation>
    </message>
    <message>
        <source>Passes left: {left} of {total}</source>
        <translation>Passen: noch {left} von {total}</translation>
    </message>
    <message>
        <source>Game over: no winner</source>
        <translation>Spielende: kein Sieger</translation>
    </message>
    <message>
        <source>It&apos;s a draw!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>{team} gewinnt!</translation>
    </message>
    <message>
        <source>On points: {won} to {lost}.</source>
        <translation>Nach Punkten: {won} zu {lost}.</translation>
    </message>
    <message>
        <source>A team has fewer than two players left.</source>
        <translation>In einem Team sind weniger als zwei Spieler übrig.</translation>
    </message>
    <message>
        <source>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</source>
        <translation>Die meisten Punkte gewinnen. Bei Gleichstand gewinnt das Team mit der kürzeren Spielzeit (ohne Countdowns und Pausen). Ist auch die gleich: Unentschieden.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>Das Spiel ist pausiert: Setzt es zuerst fort.</translation>
    </message>
    <message>
        <source>No passes left in this turn.</source>
        <translation>In diesem Zug kann nicht mehr gepasst werden.</translation>
    </message>
    <message>
        <source>Too late: that card has already been played.</source>
        <translation>Zu spät: Diese Karte wurde schon gespielt.</translation>
    </message>
    <message>
        <source>Nobody in this team can give clues right now.</source>
        <translation>Niemand in diesem Team kann gerade erklären.</translation>
    </message>
    <message>
        <source>Only the other team can buzz.</source>
        <translation>Nur das andere Team darf buzzen.</translation>
    </message>
    <message>
        <source>This card is not in the turn.</source>
        <translation>Diese Karte gehört nicht zu diesem Zug.</translation>
    </message>
    <message>
        <source>Pausing is only possible when playing on one computer.</source>
        <translation>Pausieren geht nur beim Spiel an einem Computer.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>Das Spiel ist nicht pausiert.</translation>
    </message>
    <message>
        <source>Only the clue-giver can do that.</source>
        <translation>Das darf nur, wer gerade erklärt.</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game.</source>
        <translation>In diesem Moment des Spiels nicht möglich.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Jetzt nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>TabooCountdownPage</name>
    <message>
        <source>Get ready…</source>
        <translation>Macht euch bereit…</translation>
    </message>
    <message>
        <source>You give the clues: the card comes after the countdown.</source>
        <translation>Du erklärst: Die Karte kommt nach dem Countdown.</translation>
    </message>
    <message>
        <source>Listen and guess aloud!</source>
        <translation>Hör zu und rate laut!</translation>
    </message>
    <message>
        <source>Watch the card and press Buzz! on a forbidden word.</source>
        <translation>Schau auf die Karte und drück Buzz! bei einem verbotenen Wort.</translation>
    </message>
</context>
<context>
    <name>TabooEndPage</name>
    <message>
        <source>Home</source>
        <translation>Startbildschirm</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
</context>
<context>
    <name>TabooPausedPage</name>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The window was minimised or lost focus. The card is hidden and the clock is stopped.</source>
        <translation>Das Fenster wurde minimiert oder ist nicht mehr aktiv. Die Karte ist verdeckt und die Uhr steht.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Restzeit: {time}</translation>
    </message>
</context>
<context>
    <name>TabooPlayPage</name>
    <message>
        <source>Forbidden words</source>
        <translation>Verbotene Wörter</translation>
    </message>
    <message>
        <source>F</source>
        <comment>keyboard key for Found</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>P</source>
        <comment>keyboard key for Pass</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>B</source>
        <comment>keyboard key for Buzz!</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Buzz!</source>
        <translation>Buzz!</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Taste: {key}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Du erklärst</translation>
    </message>
    <message>
        <source>Guess aloud!</source>
        <translation>Rate laut!</translation>
    </message>
    <message>
        <source>{name} gives the clues: listen and call out the word.</source>
        <translation>{name} erklärt: Hör zu und ruf das Wort.</translation>
    </message>
    <message>
        <source>This card is coming back: passing it again discards it.</source>
        <translation>Diese Karte kommt zurück: Wird sie noch einmal gepasst, fliegt sie raus.</translation>
    </message>
    <message>
        <source>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</source>
        <translation>{watchers}: Schaut auf die Karte und drückt Buzz! bei einem verbotenen Wort. {team}: Nicht hinsehen!</translation>
    </message>
    <message>
        <source>Found when your team says the word. Pass skips the card: it comes back in a later turn.</source>
        <translation>Gefunden, sobald dein Team das Wort sagt. Passen überspringt die Karte: Sie kommt in einem späteren Zug wieder.</translation>
    </message>
    <message>
        <source>Press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Drück Buzz!, sobald {name} ein verbotenes Wort sagt.</translation>
    </message>
    <message>
        <source>Only {name} and the {watchers} see the card.</source>
        <translation>Nur {name} und {watchers} sehen die Karte.</translation>
    </message>
</context>
<context>
    <name>TabooReadyPage</name>
    <message>
        <source>Go!</source>
        <translation>Los!</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Du erklärst</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</source>
        <translation>Gebt den Computer an {name}. Jemand aus {watchers} setzt sich daneben, schaut auf die Karte und drückt Buzz!, sobald ein verbotenes Wort fällt. {team}: Nicht auf den Bildschirm schauen, laut raten!</translation>
    </message>
    <message>
        <source>Go! Start the turn of {name}</source>
        <translation>Los! Den Zug von {name} starten</translation>
    </message>
    <message>
        <source>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</source>
        <translation>Drück Los!, sobald alle bereit sind. Dein Team rät laut; {watchers} sieht die Karte auf den eigenen Bildschirmen und drückt Buzz! bei einem verbotenen Wort.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</source>
        <translation>Warten, bis {name} den Zug startet. Du rätst laut: Die Karte erscheint nicht auf deinem Bildschirm.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Warten, bis {name} den Zug startet. Du siehst die Karte: Drück Buzz!, sobald {name} ein verbotenes Wort sagt.</translation>
    </message>
</context>
<context>
    <name>TabooResultPage</name>
    <message>
        <source>A wrong result? Click the card to change it: Found → Buzzed → Passed.</source>
        <translation>Falsches Ergebnis? Klickt auf die Karte, um es zu ändern: Gefunden → Gebuzzt → Gepasst.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Confirm the turn result</source>
        <translation>Zugergebnis bestätigen</translation>
    </message>
    <message>
        <source>Turn result: {team}</source>
        <translation>Zugergebnis: {team}</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Gefunden {found} · Gebuzzt {buzzed} · Gepasst {passed} · Aussortiert {discarded}</translation>
    </message>
    <message>
        <source>Card {number}: {text}. Click to change.</source>
        <translation>Karte {number}: {text}. Zum Ändern klicken.</translation>
    </message>
    <message>
        <source>No card was played in this turn.</source>
        <translation>In diesem Zug wurde keine Karte gespielt.</translation>
    </message>
    <message>
        <source>Waiting for {name} to check the cards and confirm.</source>
        <translation>Warten, bis {name} die Karten prüft und bestätigt.</translation>
    </message>
</context>
<context>
    <name>TabooTableWidget</name>
    <message>
        <source>Around the Word</source>
        <translation>Rund ums Wort</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Restzeit: {time}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Waiting for Go!</source>
        <translation>Warten auf „Los!“</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Macht euch bereit…</translation>
    </message>
    <message numerus="yes">
        <source>Cards played: %n</source>
        <translation>
            <numerusform>Gespielte Karten: %n</numerusform>
            <numerusform>Gespielte Karten: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn result</source>
        <translation>Zugergebnis</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Gefunden {found} · Gebuzzt {buzzed} · Gepasst {passed} · Aussortiert {discarded}</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>Team Rot</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>Team Blau</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Passant</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Attentäter</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>ohne Team</translation>
    </message>
</context>
<context>
    <name>TitleHow</name>
    <message numerus="yes">
        <source>Finish %n games.</source>
        <translation>
            <numerusform>Beende dein erstes Spiel.</numerusform>
            <numerusform>Beende %n Spiele.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games.</source>
        <translation>
            <numerusform>Gewinne ein Spiel.</numerusform>
            <numerusform>Gewinne %n Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whatever your role.</source>
        <translation>Gewinne {n} Spiele in Folge, egal in welcher Rolle.</translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a citizen.</source>
        <translation>
            <numerusform>Gewinne ein Spiel als Bürger.</numerusform>
            <numerusform>Gewinne %n Spiele als Bürger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy.</source>
        <translation>
            <numerusform>Gewinne ein Spiel als Spion.</numerusform>
            <numerusform>Gewinne %n Spiele als Spion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as the ghost.</source>
        <translation>
            <numerusform>Gewinne ein Spiel als Geist.</numerusform>
            <numerusform>Gewinne %n Spiele als Geist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as a spy.</source>
        <translation>
            <numerusform>Spiele ein Spiel als Spion.</numerusform>
            <numerusform>Spiele %n Spiele als Spion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as the ghost.</source>
        <translation>
            <numerusform>Spiele ein Spiel als Geist.</numerusform>
            <numerusform>Spiele %n Spiele als Geist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As the ghost, guess the citizens&apos; word %n times.</source>
        <translation>
            <numerusform>Errate als Geist das Wort der Bürger.</numerusform>
            <numerusform>Errate als Geist %n-mal das Wort der Bürger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy without being eliminated.</source>
        <translation>
            <numerusform>Gewinne als Spion, ohne auszuscheiden.</numerusform>
            <numerusform>Gewinne %n Spiele als Spion, ohne auszuscheiden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games without being eliminated.</source>
        <translation>
            <numerusform>Gewinne ein Spiel, ohne auszuscheiden.</numerusform>
            <numerusform>Gewinne %n Spiele, ohne auszuscheiden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As a citizen, vote out a spy or the ghost %n times.</source>
        <translation>
            <numerusform>Wähle als Bürger einen Spion oder den Geist raus.</numerusform>
            <numerusform>Wähle als Bürger %n-mal einen Spion oder den Geist raus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games that end within two rounds.</source>
        <translation>
            <numerusform>Gewinne ein Spiel, das nach höchstens zwei Runden endet.</numerusform>
            <numerusform>Gewinne %n Spiele, die nach höchstens zwei Runden enden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row.</source>
        <translation>Gewinne {n} Spiele in Folge.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues that make your team find %n cards.</source>
        <translation>
            <numerusform>Lass dein Team eine Karte erraten.</numerusform>
            <numerusform>Lass dein Team %n Karten erraten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make your team find {n} cards in one turn.</source>
        <translation>Lass dein Team in einer Runde {n} Karten erraten.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues for %n turns with 3 or more cards found and no Buzz!</source>
        <translation>
            <numerusform>Lass in einer Runde mindestens 3 Karten erraten, ganz ohne Buzz!</numerusform>
            <numerusform>Lass in %n Runden mindestens 3 Karten erraten, ganz ohne Buzz!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Catch %n forbidden words while the other team plays.</source>
        <translation>
            <numerusform>Ertappe ein verbotenes Wort, während das andere Team spielt.</numerusform>
            <numerusform>Ertappe %n verbotene Wörter, während das andere Team spielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games by 5 points or more.</source>
        <translation>
            <numerusform>Gewinne ein Spiel mit mindestens 5 Punkten Vorsprung.</numerusform>
            <numerusform>Gewinne %n Spiele mit mindestens 5 Punkten Vorsprung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games tied on points, by the shorter play time.</source>
        <translation>
            <numerusform>Gewinne ein Spiel bei Punktgleichstand durch die kürzere Spielzeit.</numerusform>
            <numerusform>Gewinne %n Spiele bei Punktgleichstand durch die kürzere Spielzeit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as spymaster.</source>
        <translation>
            <numerusform>Gewinne ein Spiel als Geheimdienstchef.</numerusform>
            <numerusform>Gewinne %n Spiele als Geheimdienstchef.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a guesser.</source>
        <translation>
            <numerusform>Gewinne ein Spiel als Ermittler.</numerusform>
            <numerusform>Gewinne %n Spiele als Ermittler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n clues on which your team finds 4 or more of its words.</source>
        <translation>
            <numerusform>Gib einen Hinweis, mit dem dein Team 4 oder mehr seiner Wörter findet.</numerusform>
            <numerusform>Gib %n Hinweise, mit denen dein Team 4 oder mehr seiner Wörter findet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n of your team&apos;s words.</source>
        <translation>
            <numerusform>Finde ein Wort deines Teams.</numerusform>
            <numerusform>Finde %n Wörter deines Teams.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games in which your team never picks a wrong card.</source>
        <translation>
            <numerusform>Gewinne ein Spiel, in dem dein Team nie eine falsche Karte wählt.</numerusform>
            <numerusform>Gewinne %n Spiele, in denen dein Team nie eine falsche Karte wählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n games, of any kind.</source>
        <translation>
            <numerusform>Beende ein Spiel, egal welches.</numerusform>
            <numerusform>Beende %n Spiele, egal welche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games, of any kind.</source>
        <translation>
            <numerusform>Gewinne ein Spiel, egal welches.</numerusform>
            <numerusform>Gewinne %n Spiele, egal welche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whichever games they are.</source>
        <translation>Gewinne {n} Spiele in Folge, egal welche.</translation>
    </message>
    <message>
        <source>Finish a game of each of the {n} games.</source>
        <translation>Beende ein Spiel von jedem der {n} Spiele.</translation>
    </message>
    <message>
        <source>Win at least once in each of the {n} games.</source>
        <translation>Gewinne mindestens einmal in jedem der {n} Spiele.</translation>
    </message>
    <message>
        <source>Finish {n} games on the same day.</source>
        <translation>Beende {n} Spiele an einem Tag.</translation>
    </message>
    <message>
        <source>Reach level {n}.</source>
        <translation>Erreiche Level {n}.</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>New Recruit</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Regular Agent</source>
        <translation>Stammagent</translation>
    </message>
    <message>
        <source>Field Veteran</source>
        <translation>Alter Hase</translation>
    </message>
    <message>
        <source>Old Fox</source>
        <translation>Schlauer Fuchs</translation>
    </message>
    <message>
        <source>Living Legend</source>
        <translation>Lebende Legende</translation>
    </message>
    <message>
        <source>First Triumph</source>
        <translation>Erster Triumph</translation>
    </message>
    <message>
        <source>Sharp Mind</source>
        <translation>Heller Kopf</translation>
    </message>
    <message>
        <source>Mastermind</source>
        <translation>Drahtzieher</translation>
    </message>
    <message>
        <source>Grand Strategist</source>
        <translation>Großstratege</translation>
    </message>
    <message>
        <source>Hat Trick</source>
        <translation>Hattrick</translation>
    </message>
    <message>
        <source>On a Roll</source>
        <translation>Im Lauf</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Unaufhaltsam</translation>
    </message>
    <message>
        <source>Untouchable</source>
        <translation>Unantastbar</translation>
    </message>
    <message>
        <source>Lord of Words</source>
        <translation>Herr der Worte</translation>
    </message>
    <message>
        <source>Good Citizen</source>
        <translation>Braver Bürger</translation>
    </message>
    <message>
        <source>Neighbourhood Watch</source>
        <translation>Nachbarschaftswache</translation>
    </message>
    <message>
        <source>Pillar of the Town</source>
        <translation>Stütze der Stadt</translation>
    </message>
    <message>
        <source>Mayor of Truth</source>
        <translation>Bürgermeister der Wahrheit</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Maulwurf</translation>
    </message>
    <message>
        <source>Double Agent</source>
        <translation>Doppelagent</translation>
    </message>
    <message>
        <source>Master of Disguise</source>
        <translation>Meister der Tarnung</translation>
    </message>
    <message>
        <source>Shadow Minister</source>
        <translation>Schattenminister</translation>
    </message>
    <message>
        <source>Poltergeist</source>
        <translation>Poltergeist</translation>
    </message>
    <message>
        <source>Whisper in the Dark</source>
        <translation>Flüstern im Dunkeln</translation>
    </message>
    <message>
        <source>Phantom of the Table</source>
        <translation>Phantom der Tafel</translation>
    </message>
    <message>
        <source>Ghost Monarch</source>
        <translation>Geisterfürst</translation>
    </message>
    <message>
        <source>Poker Face</source>
        <translation>Pokerface</translation>
    </message>
    <message>
        <source>Professional Pretender</source>
        <translation>Berufsschauspieler</translation>
    </message>
    <message>
        <source>Revenant</source>
        <translation>Wiedergänger</translation>
    </message>
    <message>
        <source>Mind Reader</source>
        <translation>Gedankenleser</translation>
    </message>
    <message>
        <source>Clairvoyant</source>
        <translation>Hellseher</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Orakel</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Unsichtbar</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Chamäleon</translation>
    </message>
    <message>
        <source>Perfect Alibi</source>
        <translation>Perfektes Alibi</translation>
    </message>
    <message>
        <source>Survivor</source>
        <translation>Überlebenskünstler</translation>
    </message>
    <message>
        <source>Still Standing</source>
        <translation>Steht noch</translation>
    </message>
    <message>
        <source>Immortal</source>
        <translation>Unsterblich</translation>
    </message>
    <message>
        <source>Sharp Eye</source>
        <translation>Adlerauge</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detektiv</translation>
    </message>
    <message>
        <source>Spy Hunter</source>
        <translation>Spionjäger</translation>
    </message>
    <message>
        <source>Inspector General</source>
        <translation>Generalinspekteur</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Schnellzieher</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Speed of Thought</source>
        <translation>Gedankenschnell</translation>
    </message>
    <message>
        <source>Warm-Up</source>
        <translation>Aufwärmrunde</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <translation>Plappermaul</translation>
    </message>
    <message>
        <source>Smooth Talker</source>
        <translation>Schönredner</translation>
    </message>
    <message>
        <source>Word Juggler</source>
        <translation>Wortjongleur</translation>
    </message>
    <message>
        <source>Silver Tongue</source>
        <translation>Silberzunge</translation>
    </message>
    <message>
        <source>Team Player</source>
        <translation>Teamplayer</translation>
    </message>
    <message>
        <source>Crowd Pleaser</source>
        <translation>Publikumsliebling</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Champion of Words</source>
        <translation>Wortchampion</translation>
    </message>
    <message>
        <source>Three in a Row</source>
        <translation>Drei am Stück</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Glückssträhne</translation>
    </message>
    <message>
        <source>Juggernaut</source>
        <translation>Dampfwalze</translation>
    </message>
    <message>
        <source>Dynasty</source>
        <translation>Dynastie</translation>
    </message>
    <message>
        <source>Sultan of Words</source>
        <translation>Sultan der Worte</translation>
    </message>
    <message>
        <source>Hint Giver</source>
        <translation>Souffleur</translation>
    </message>
    <message>
        <source>Wordsmith</source>
        <translation>Wortschmied</translation>
    </message>
    <message>
        <source>Walking Dictionary</source>
        <translation>Wandelndes Lexikon</translation>
    </message>
    <message>
        <source>Master of Paraphrase</source>
        <translation>Meister der Umschreibung</translation>
    </message>
    <message>
        <source>A Thousand Words</source>
        <translation>Tausend Worte</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Gib mir fünf</translation>
    </message>
    <message>
        <source>Rapid Fire</source>
        <translation>Schnellfeuer</translation>
    </message>
    <message>
        <source>Perfect Ten</source>
        <translation>Glatte Zehn</translation>
    </message>
    <message>
        <source>Whirlwind</source>
        <translation>Wirbelwind</translation>
    </message>
    <message>
        <source>Telepath</source>
        <translation>Telepath</translation>
    </message>
    <message>
        <source>Clean Hands</source>
        <translation>Weiße Weste</translation>
    </message>
    <message>
        <source>Careful Speaker</source>
        <translation>Mit Bedacht</translation>
    </message>
    <message>
        <source>Spotless</source>
        <translation>Makellos</translation>
    </message>
    <message>
        <source>Watchful</source>
        <translation>Wachsam</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Buzz Master</source>
        <translation>Buzzer-König</translation>
    </message>
    <message>
        <source>Landslide</source>
        <translation>Erdrutschsieg</translation>
    </message>
    <message>
        <source>No Contest</source>
        <translation>Kurzer Prozess</translation>
    </message>
    <message>
        <source>Total Domination</source>
        <translation>Totale Dominanz</translation>
    </message>
    <message>
        <source>Photo Finish</source>
        <translation>Fotofinish</translation>
    </message>
    <message>
        <source>Beat the Clock</source>
        <translation>Schneller als die Uhr</translation>
    </message>
    <message>
        <source>Rookie Agent</source>
        <translation>Agentenanwärter</translation>
    </message>
    <message>
        <source>Field Agent</source>
        <translation>Außenagent</translation>
    </message>
    <message>
        <source>Station Chief</source>
        <translation>Stationschef</translation>
    </message>
    <message>
        <source>Agency Director</source>
        <translation>Agenturdirektor</translation>
    </message>
    <message>
        <source>Mission Accomplished</source>
        <translation>Mission erfüllt</translation>
    </message>
    <message>
        <source>Decorated Agent</source>
        <translation>Ausgezeichneter Agent</translation>
    </message>
    <message>
        <source>Cold War Hero</source>
        <translation>Held des Kalten Krieges</translation>
    </message>
    <message>
        <source>Clean Run</source>
        <translation>Saubere Serie</translation>
    </message>
    <message>
        <source>Agent of Legend</source>
        <translation>Legendärer Agent</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Führungsoffizier</translation>
    </message>
    <message>
        <source>Puppet Master</source>
        <translation>Strippenzieher</translation>
    </message>
    <message>
        <source>Codemaster</source>
        <translation>Codemeister</translation>
    </message>
    <message>
        <source>Good Instincts</source>
        <translation>Gutes Gespür</translation>
    </message>
    <message>
        <source>Codebreaker</source>
        <translation>Codeknacker</translation>
    </message>
    <message>
        <source>Enigma Cracker</source>
        <translation>Enigma-Knacker</translation>
    </message>
    <message>
        <source>Four-Way Link</source>
        <translation>Vierfachverbindung</translation>
    </message>
    <message>
        <source>Grand Connector</source>
        <translation>Großer Verbinder</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>Feines Gehör</translation>
    </message>
    <message>
        <source>Sixth Sense</source>
        <translation>Sechster Sinn</translation>
    </message>
    <message>
        <source>Human Decoder</source>
        <translation>Menschlicher Decoder</translation>
    </message>
    <message>
        <source>Flawless Operation</source>
        <translation>Fehlerlose Operation</translation>
    </message>
    <message>
        <source>Game Night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>Party Animal</source>
        <translation>Partylöwe</translation>
    </message>
    <message>
        <source>Centurion</source>
        <translation>Zenturio</translation>
    </message>
    <message>
        <source>Table Legend</source>
        <translation>Legende am Tisch</translation>
    </message>
    <message>
        <source>Eternal Player</source>
        <translation>Ewiger Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Serial Winner</source>
        <translation>Seriensieger</translation>
    </message>
    <message>
        <source>Conqueror</source>
        <translation>Eroberer</translation>
    </message>
    <message>
        <source>Emperor of Play</source>
        <translation>Kaiser des Spiels</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <translation>Glücksstern</translation>
    </message>
    <message>
        <source>Golden Run</source>
        <translation>Goldene Serie</translation>
    </message>
    <message>
        <source>Invincible</source>
        <translation>Unbesiegbar</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Entdecker</translation>
    </message>
    <message>
        <source>Triple Crown</source>
        <translation>Dreifache Krone</translation>
    </message>
    <message>
        <source>Marathon Night</source>
        <translation>Marathonabend</translation>
    </message>
    <message>
        <source>Night Owl</source>
        <translation>Nachteule</translation>
    </message>
    <message>
        <source>Rising Star</source>
        <translation>Aufsteiger</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Großmeister</translation>
    </message>
    <message>
        <source>Palabre Legend</source>
        <translation>Palabre-Legende</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>I&apos;m ready</source>
        <translation>Ich bin bereit</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Doch noch nicht bereit</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Warten, bis der Gastgeber das Spiel startet.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Wieder beitreten</translation>
    </message>
    <message>
        <source>Kept on the host&apos;s computer: your XP and titles grow with each game.</source>
        <translation>Auf dem Computer des Gastgebers gespeichert: Deine XP und Titel wachsen mit jedem Spiel.</translation>
    </message>
    <message>
        <source>A new profile with this picture:</source>
        <translation>Ein neues Profil mit diesem Bild:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Type the four letters shown on the host&apos;s screen</source>
        <translation>Gib die vier Buchstaben vom Bildschirm des Gastgebers ein</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>No room here has the code {code}. Check the letters on the host&apos;s screen.</source>
        <translation>Hier hat kein Raum den Code {code}. Prüfe die Buchstaben auf dem Bildschirm des Gastgebers.</translation>
    </message>
    <message>
        <source>Rooms on this computer</source>
        <translation>Räume auf diesem Computer</translation>
    </message>
    <message>
        <source>The computer taking over could not prove that the host chose it: you stay here.</source>
        <translation>Der Computer, der übernehmen will, konnte nicht beweisen, dass der Gastgeber ihn gewählt hat: du bleibst hier.</translation>
    </message>
    <message>
        <source>Guess: {word}</source>
        <translation>Raten: {word}</translation>
    </message>
    <message>
        <source>Tap a word, then confirm here</source>
        <translation>Tippe auf ein Wort und bestätige dann hier</translation>
    </message>
</context>
</TS>
