<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FallbackTableWidget</name>
    <message>
        <source>Palabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game will show here once it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <extracomment>lupdate reads ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls: keep both literal.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens&apos; word wins alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Palabre</source>
        <extracomment>OpenMoji pictures standing for each game on its card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word games for the whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palabre: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s screens are not ready yet: it cannot be played in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <extracomment>lupdate reads ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls: keep both literal.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &quot;Pass&quot; in votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
