<?xml version='1.0' encoding='utf-8'?>
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
        <source>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Bilder: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, das Open-Source-Projekt für Emojis und Icons.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Lizenz der Bilder: {licence} ({url})</translation>
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
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
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
        <translation>Zu dritt: zwei Chefs, ein Ermittler</translation>
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
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</source>
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
    <name>HomeScreen</name>
    <message>
        <source>Palabre</source>
        <extracomment>OpenMoji pictures standing for each game on its card.</extracomment>
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
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>So spielt man {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
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
        <source>Not allowed now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation>Das laufende Spiel geht verloren. Trotzdem verlassen?</translation>
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
        <source>New player's name</source>
        <translation>Name der neuen Person</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Doppelklick auf einen Namen (oder F2) zum Umbenennen.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation>Wortpakete</translation>
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
        <source>No pack in this language.</source>
        <translation>Kein Paket in dieser Sprache.</translation>
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
        <source>This game's screens are not ready yet: it cannot be played in this version.</source>
        <translation>Die Bildschirme dieses Spiels sind noch nicht fertig: In dieser Version kann es noch nicht gespielt werden.</translation>
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
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
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
        <source>Allow "Pass" in votes</source>
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
        <translation>Ein Duell zwischen den Gleichauf-Liegenden</translation>
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
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation>{cards} Karten (etwa {minutes} Min.)</translation>
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
        <source>Tick at least one pack.</source>
        <translation>Wähle mindestens ein Paket.</translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation>Wähle genau ein Paket.</translation>
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
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation>{count} Personen (dieses Spiel ist für {low})</translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation>{count} Personen ({low}–{high})</translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: neues Spiel</translation>
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
        <source>&amp;Close the table view</source>
        <translation>Tischansicht &amp;schließen</translation>
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
</TS>