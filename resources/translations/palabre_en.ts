<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>About Palabre</translation>
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
        <translation>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licence of the pictures: {licence} ({url})</translation>
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
        <translation>The game will show here once it starts.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Spy Word</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Around the Word</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>Your word is different? You are the spy.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Say anything, except the forbidden words.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>One word, several meanings: lead your team to its agents.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} players</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>about {minutes} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} min</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Classic (two teams)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Two players, together</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Three players, together</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Three players: two spymasters, one guesser</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</source>
        <translation>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>When both decks are used up, the team with more points wins.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>The first team to find all its words wins; the team that finds the assassin loses at once.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Variants: two or three players can play together against the key, or three players with two rival spymasters.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
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
        <translation>Word games for the whole table</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Play {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Text &amp;size</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Table view</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>A second window for a TV or projector, showing only public information</translation>
    </message>
    <message>
        <source>About</source>
        <translation>About</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Back to the &amp;home screen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>Open the &amp;table view window</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>&amp;About Palabre</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Not allowed now.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Leave the game?</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation>The game in progress will be lost. Leave it?</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Only {name} should look. Click or press Space to reveal.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Show me</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Reveal the secret screen of {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Back to the game list</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>New player's name</source>
        <translation>New player's name</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Remove selected</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Double-click a name (or press F2) to rename.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation>Word packs</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Choose one pack.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Tick one or more packs.</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>No pack in this language.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Estimated length: {duration}</translation>
    </message>
    <message>
        <source>This game's screens are not ready yet: it cannot be played in this version.</source>
        <translation>This game's screens are not ready yet: it cannot be played in this version.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Click a name to move that player to the other team.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Shuffle the teams</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>The other player guesses for both spymasters.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (spymaster)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Move {name} to the {team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Spymaster</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Spymaster of the {team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Spies</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Ghost (a player with no word)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Spies know they are spies</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Show the role of eliminated players</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Vote results</translation>
    </message>
    <message>
        <source>Allow "Pass" in votes</source>
        <translation>Allow "Pass" in votes</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Each clue is</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Discussion time</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>On a tie</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Cards per team</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Time per turn</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Who voted for whom</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Totals only</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>One word</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>One sentence</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>A duel between the tied players</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>A random draw</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>No time limit</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation>{cards} cards (about {minutes} min)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Two players are called {name}: give them different names.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Tick at least one pack.</translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation>Choose exactly one pack.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Spy Word needs {min} to {max} players.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>With this many players, there can be at most {max} spies.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>The ghost needs at least 5 players.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Too many spies and ghost: the citizens must outnumber them.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>The chosen packs have no word pairs.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Around the Word needs 4 to 10 players.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Each team needs at least 2 players: move someone to the {team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>This variant is for exactly {expected} players.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>The {team} needs exactly one spymaster.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>The {team} needs at least one player to guess.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>In this variant everyone plays in the same team.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>The chosen packs have fewer than 25 different words.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>These settings cannot be used ({code}).</translation>
    </message>
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation>{count} players (this game is for {low})</translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation>{count} players ({low}–{high})</translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: new game</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre: table view</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Screen</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Window</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Close the table view</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>Red team</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>Blue team</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Bystander</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>No team</translation>
    </message>
</context>
</TS>