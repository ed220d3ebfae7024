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
    <name>AbsentPlayersBar</name>
    <message>
        <source>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</source>
        <translation>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Remove {name}</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules.</source>
        <translation>{name} then counts as having left the game, by its rules.</translation>
    </message>
    <message>
        <source>Remove {name} from the game</source>
        <translation>Remove {name} from the game</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Remove {name}?</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules, and cannot join this room again.</source>
        <translation>{name} then counts as having left the game, by its rules, and cannot join this room again.</translation>
    </message>
</context>
<context>
    <name>AgentsLeft</name>
    <message numerus="yes">
        <source>{team}: %n agent(s) left</source>
        <translation>
            <numerusform>{team}: %n agent left</numerusform>
            <numerusform>{team}: %n agents left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} (opponent): %n left</source>
        <translation>
            <numerusform>{team} (opponent): %n left</numerusform>
            <numerusform>{team} (opponent): %n left</numerusform>
        </translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Guessing for both: {names}</translation>
    </message>
</context>
<context>
    <name>ClueEntry</name>
    <message>
        <source>One word and a number (0 to 9)</source>
        <translation>One word and a number (0 to 9)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Your clue</translation>
    </message>
    <message>
        <source>Clue word</source>
        <translation>Clue word</translation>
    </message>
    <message>
        <source>Number of words</source>
        <translation>Number of words</translation>
    </message>
    <message>
        <source>0: as many guesses as you like, while right</source>
        <translation>0: as many guesses as you like, while right</translation>
    </message>
    <message>
        <source>Give the clue</source>
        <translation>Give the clue</translation>
    </message>
</context>
<context>
    <name>ClueStatus</name>
    <message>
        <source>Clue</source>
        <translation>Clue</translation>
    </message>
    <message>
        <source>Waiting for the spymaster</source>
        <translation>Waiting for the spymaster</translation>
    </message>
    <message>
        <source>Clue of the {team}</source>
        <translation>Clue of the {team}</translation>
    </message>
    <message>
        <source>Guesses: unlimited while right</source>
        <translation>Guesses: unlimited while right</translation>
    </message>
    <message numerus="yes">
        <source>Guesses left: %n</source>
        <translation>
            <numerusform>Guesses left: %n</numerusform>
            <numerusform>Guesses left: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodenamesScreen</name>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>The key is showing: guessers, look away!</source>
        <translation>The key is showing: guessers, look away!</translation>
    </message>
    <message>
        <source>Clues and guesses</source>
        <translation>Clues and guesses</translation>
    </message>
    <message>
        <source>{team}: {name}'s turn</source>
        <translation>{team}: {name}'s turn</translation>
    </message>
    <message>
        <source>{name}, give a clue: one word and a number.</source>
        <translation>{name}, give a clue: one word and a number.</translation>
    </message>
    <message>
        <source>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</translation>
    </message>
    <message>
        <source>Waiting for the spymaster's clue…</source>
        <translation>Waiting for the spymaster's clue…</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Waiting for the other players…</translation>
    </message>
    <message>
        <source>Your turn: give a clue, one word and a number.</source>
        <translation>Your turn: give a clue, one word and a number.</translation>
    </message>
    <message>
        <source>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</translation>
    </message>
    <message>
        <source>Waiting for {name}: the spymaster is thinking of a clue…</source>
        <translation>Waiting for {name}: the spymaster is thinking of a clue…</translation>
    </message>
    <message>
        <source>Waiting for {names} to pick a card…</source>
        <translation>Waiting for {names} to pick a card…</translation>
    </message>
    <message>
        <source>Waiting for {name} to cover a word of the other team…</source>
        <translation>Waiting for {name} to cover a word of the other team…</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Hide the key</translation>
    </message>
    <message>
        <source>Show the key (spymaster)</source>
        <translation>Show the key (spymaster)</translation>
    </message>
</context>
<context>
    <name>CodenamesTable</name>
    <message>
        <source>Clue</source>
        <translation>Clue</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Guesses left</source>
        <translation>Guesses left</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>The spymaster is thinking…</source>
        <translation>The spymaster is thinking…</translation>
    </message>
    <message>
        <source>The spymaster covers a word…</source>
        <translation>The spymaster covers a word…</translation>
    </message>
    <message>
        <source>{team}: {names}</source>
        <translation>{team}: {names}</translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Guessing for both: {names}</translation>
    </message>
</context>
<context>
    <name>CodenamesTexts</name>
    <message>
        <source>Red agent</source>
        <translation>Red agent</translation>
    </message>
    <message>
        <source>Blue agent</source>
        <translation>Blue agent</translation>
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
        <source>Not revealed</source>
        <translation>Not revealed</translation>
    </message>
    <message>
        <source>Type a clue first.</source>
        <translation>Type a clue first.</translation>
    </message>
    <message>
        <source>One word only: the clue cannot contain a space.</source>
        <translation>One word only: the clue cannot contain a space.</translation>
    </message>
    <message>
        <source>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</source>
        <translation>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</translation>
    </message>
    <message>
        <source>That is one of the words on the grid: choose another clue.</source>
        <translation>That is one of the words on the grid: choose another clue.</translation>
    </message>
    <message>
        <source>The clue contains a word of the grid: choose another clue.</source>
        <translation>The clue contains a word of the grid: choose another clue.</translation>
    </message>
    <message>
        <source>The clue is part of a word on the grid: choose another clue.</source>
        <translation>The clue is part of a word on the grid: choose another clue.</translation>
    </message>
    <message>
        <source>That clue is too long.</source>
        <translation>That clue is too long.</translation>
    </message>
    <message>
        <source>The clue must be a word.</source>
        <translation>The clue must be a word.</translation>
    </message>
    <message>
        <source>The number must be between 0 and 9.</source>
        <translation>The number must be between 0 and 9.</translation>
    </message>
    <message>
        <source>That card is already revealed.</source>
        <translation>That card is already revealed.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>There is no such card.</translation>
    </message>
    <message>
        <source>Cover a word of the other team.</source>
        <translation>Cover a word of the other team.</translation>
    </message>
    <message>
        <source>Make at least one guess before ending the turn.</source>
        <translation>Make at least one guess before ending the turn.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Only the spymaster can do that.</source>
        <translation>Only the spymaster can do that.</translation>
    </message>
    <message>
        <source>The spymaster does not guess.</source>
        <translation>The spymaster does not guess.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Not allowed now.</translation>
    </message>
    <message>
        <source>You win: every agent found!</source>
        <translation>You win: every agent found!</translation>
    </message>
    <message>
        <source>The key wins this time.</source>
        <translation>The key wins this time.</translation>
    </message>
    <message>
        <source>The game ends with no winner.</source>
        <translation>The game ends with no winner.</translation>
    </message>
    <message>
        <source>{name} wins, with the guesser!</source>
        <translation>{name} wins, with the guesser!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>{team} wins!</translation>
    </message>
    <message>
        <source>All the agents of the {team} are found.</source>
        <translation>All the agents of the {team} are found.</translation>
    </message>
    <message>
        <source>The assassin was revealed.</source>
        <translation>The assassin was revealed.</translation>
    </message>
    <message>
        <source>Every word of the other team is covered.</source>
        <translation>Every word of the other team is covered.</translation>
    </message>
    <message>
        <source>A team has lost its spymaster.</source>
        <translation>A team has lost its spymaster.</translation>
    </message>
    <message>
        <source>A team has nobody left to guess.</source>
        <translation>A team has nobody left to guess.</translation>
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
        <translation>{name} (spymaster)</translation>
    </message>
    <message>
        <source>You are the spymaster of the {team}: only your screen shows the key.</source>
        <translation>You are the spymaster of the {team}: only your screen shows the key.</translation>
    </message>
    <message>
        <source>You guess for both spymasters.</source>
        <translation>You guess for both spymasters.</translation>
    </message>
    <message>
        <source>You guess for the {team}.</source>
        <translation>You guess for the {team}.</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Back to home</source>
        <translation>Back to home</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The host left: the game goes on from another computer in the room. Nothing was lost.</source>
        <translation>The host left: the game goes on from another computer in the room. Nothing was lost.</translation>
    </message>
    <message>
        <source>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</source>
        <translation>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</source>
        <translation>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</source>
        <translation>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Connecting to the room…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… your seat is kept.</source>
        <translation>Connection lost — reconnecting… your seat is kept.</translation>
    </message>
</context>
<context>
    <name>CoverPanel</name>
    <message>
        <source>Cover one word of the other team</source>
        <translation>Cover one word of the other team</translation>
    </message>
    <message>
        <source>The key is showing. Pick a card with the other team's badge: it gets covered as if it had been found.</source>
        <translation>The key is showing. Pick a card with the other team's badge: it gets covered as if it had been found.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message>
        <source>Palabre: something went wrong</source>
        <translation>Palabre: something went wrong</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</source>
        <translation>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) so far.</source>
        <translation>
            <numerusform>%n error so far.</numerusform>
            <numerusform>%n errors so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>No log file could be written: copy the details below for a bug report.</source>
        <translation>No log file could be written: copy the details below for a bug report.</translation>
    </message>
    <message>
        <source>The details are also in the log file: {path}</source>
        <translation>The details are also in the log file: {path}</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copy details</translation>
    </message>
</context>
<context>
    <name>CrashSafetyBanner</name>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>its folder cannot be written</translation>
    </message>
    <message>
        <source>the journal cannot be written</source>
        <translation>the journal cannot be written</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</source>
        <translation>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) could not be saved before Palabre closed: the game goes on from before them.</source>
        <translation>
            <numerusform>%n change, the last one, could not be saved before Palabre closed: the game goes on from before it.</numerusform>
            <numerusform>The last %n changes could not be saved before Palabre closed: the game goes on from before them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Clues and guesses</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Back to the home screen</translation>
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
    <name>History</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Clues and guesses</translation>
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
        <translation>{name} covers {word}</translation>
    </message>
</context>
<context>
    <name>HoldToSee</name>
    <message>
        <source>Your card is hidden</source>
        <translation>Your card is hidden</translation>
    </message>
    <message>
        <source>Press and hold “My word” to see it; let go to hide it.</source>
        <translation>Press and hold “My word” to see it; let go to hide it.</translation>
    </message>
    <message>
        <source>My word (press and hold)</source>
        <translation>My word (press and hold)</translation>
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
        <source>Host a room</source>
        <translation>Host a room</translation>
    </message>
    <message>
        <source>Host {game} for players on other computers</source>
        <translation>Host {game} for players on other computers</translation>
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
        <source>S&amp;ound</source>
        <translation>S&amp;ound</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Quiet</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Loud</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Join a room</translation>
    </message>
    <message>
        <source>Play in a room hosted on another computer</source>
        <translation>Play in a room hosted on another computer</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Make a pack</translation>
    </message>
    <message>
        <source>Type your own words: a lesson's vocabulary, a family's jokes…</source>
        <translation>Type your own words: a lesson's vocabulary, a family's jokes…</translation>
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
    <name>HostSetupScreen</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Back to the game list</translation>
    </message>
    <message>
        <source>{game}: host a room</source>
        <translation>{game}: host a room</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <source>Room name (shown to the players who join)</source>
        <translation>Room name (shown to the players who join)</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Room name</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>This computer</translation>
    </message>
    <message>
        <source>Host and play</source>
        <translation>Host and play</translation>
    </message>
    <message>
        <source>You play a seat on this computer, like everyone else on theirs.</source>
        <translation>You play a seat on this computer, like everyone else on theirs.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Your profile (keeps your XP and titles on this computer)</translation>
    </message>
    <message>
        <source>Host for the table</source>
        <translation>Host for the table</translation>
    </message>
    <message>
        <source>This computer shows the table view on the TV or projector and plays no seat.</source>
        <translation>This computer shows the table view on the TV or projector and plays no seat.</translation>
    </message>
    <message>
        <source>The number of spies and the ghost follow the number of players who join (the recommended setup).</source>
        <translation>The number of spies and the ghost follow the number of players who join (the recommended setup).</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Open the room</translation>
    </message>
    <message>
        <source>Room of {host}</source>
        <translation>Room of {host}</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Estimated length: {duration}</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Scan, or open:</source>
        <translation>Scan, or open:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR code to join this room</translation>
    </message>
    <message>
        <source>How to join this room</source>
        <translation>How to join this room</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Back to the game list</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Join a room</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>Rooms on this network</translation>
    </message>
    <message>
        <source>Join this room</source>
        <translation>Join this room</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Join as</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>A player</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Your profile (keeps your XP and titles on this computer)</translation>
    </message>
    <message>
        <source>A table display</source>
        <translation>A table display</translation>
    </message>
    <message>
        <source>This computer shows the table view (public information only) on a TV or projector.</source>
        <translation>This computer shows the table view (public information only) on a TV or projector.</translation>
    </message>
    <message>
        <source>Not in the list?</source>
        <translation>Not in the list?</translation>
    </message>
    <message>
        <source>Room code or join code (on the host's screen)</source>
        <translation>Room code or join code (on the host's screen)</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>Join by code</translation>
    </message>
    <message>
        <source>Address (host:port)</source>
        <translation>Address (host:port)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Looking for rooms… A room opened on this network appears here by itself.</source>
        <translation>Looking for rooms… A room opened on this network appears here by itself.</translation>
    </message>
    <message>
        <source>Rooms appear and disappear here as hosts open and close them.</source>
        <translation>Rooms appear and disappear here as hosts open and close them.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
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
        <translation>The room cannot open on this computer ({reason}).</translation>
    </message>
    <message>
        <source>The game is on the table view (F11: full screen).</source>
        <translation>The game is on the table view (F11: full screen).</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Join this room</source>
        <translation>Join this room</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR code to join this room</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Random, balanced teams</source>
        <translation>Random, balanced teams</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Close the room</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Close the room for everyone</source>
        <translation>Close the room for everyone</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <source>{game} · {variant}</source>
        <translation>{game} · {variant}</translation>
    </message>
    <message>
        <source>{game} · the game is on</source>
        <translation>{game} · the game is on</translation>
    </message>
    <message>
        <source>{game} · waiting for players</source>
        <translation>{game} · waiting for players</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Room code</translation>
    </message>
    <message>
        <source>Not found? Type the join code {code}</source>
        <translation>Not found? Type the join code {code}</translation>
    </message>
    <message>
        <source>Scan with a phone to play in its browser, or open this address:</source>
        <translation>Scan with a phone to play in its browser, or open this address:</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Address: {address}</translation>
    </message>
    <message>
        <source>Locked: no new players can join.</source>
        <translation>Locked: no new players can join.</translation>
    </message>
    <message>
        <source>Players who join appear here.</source>
        <translation>Players who join appear here.</translation>
    </message>
    <message>
        <source>Your team:</source>
        <translation>Your team:</translation>
    </message>
    <message>
        <source>Your role:</source>
        <translation>Your role:</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Shuffle the teams</translation>
    </message>
    <message>
        <source>Draw the spymasters again</source>
        <translation>Draw the spymasters again</translation>
    </message>
    <message>
        <source>Unlock the room</source>
        <translation>Unlock the room</translation>
    </message>
    <message>
        <source>Lock the room</source>
        <translation>Lock the room</translation>
    </message>
    <message>
        <source>A locked room takes no new players; players who lost their connection can still come back.</source>
        <translation>A locked room takes no new players; players who lost their connection can still come back.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>The host starts the game when everyone is here.</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Spymaster</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Guesser</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Spymaster of the {team}</translation>
    </message>
    <message>
        <source>Guesser for both spymasters</source>
        <translation>Guesser for both spymasters</translation>
    </message>
    <message>
        <source>{team} · spymaster</source>
        <translation>{team} · spymaster</translation>
    </message>
    <message>
        <source>{team} · guesser</source>
        <translation>{team} · guesser</translation>
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
        <translation>{name} (you)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>spymaster</source>
        <translation>spymaster</translation>
    </message>
    <message>
        <source>guesser</source>
        <translation>guesser</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>disconnected, seat freed in {seconds} s</source>
        <translation>disconnected, seat freed in {seconds} s</translation>
    </message>
    <message>
        <source>disconnected, seat kept</source>
        <translation>disconnected, seat kept</translation>
    </message>
    <message>
        <source>To the {team}</source>
        <translation>To the {team}</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Move {name} to the {team}</translation>
    </message>
    <message>
        <source>Make guesser</source>
        <translation>Make guesser</translation>
    </message>
    <message>
        <source>Make {name} a guesser</source>
        <translation>Make {name} a guesser</translation>
    </message>
    <message>
        <source>Make spymaster</source>
        <translation>Make spymaster</translation>
    </message>
    <message>
        <source>Make {name} the spymaster</source>
        <translation>Make {name} the spymaster</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>Remove {name} from the room</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Remove {name}?</translation>
    </message>
    <message>
        <source>{name} leaves the room and cannot join it again.</source>
        <translation>{name} leaves the room and cannot join it again.</translation>
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
        <source>&amp;Profiles…</source>
        <translation>&amp;Profiles…</translation>
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
        <source>How to play &amp;this game</source>
        <translation>How to play &amp;this game</translation>
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
        <source>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</source>
        <translation>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</translation>
    </message>
    <message>
        <source>You leave the game in progress; the others play on.</source>
        <translation>You leave the game in progress; the others play on.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>The game in progress will be lost.</translation>
    </message>
    <message>
        <source>Close Palabre?</source>
        <translation>Close Palabre?</translation>
    </message>
    <message>
        <source>Leave it?</source>
        <translation>Leave it?</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>You left the room.</source>
        <translation>You left the room.</translation>
    </message>
    <message>
        <source>The connection to the room was too slow. Try again.</source>
        <translation>The connection to the room was too slow. Try again.</translation>
    </message>
    <message>
        <source>The connection to the room was lost.</source>
        <translation>The connection to the room was lost.</translation>
    </message>
    <message>
        <source>This room was made by another version of Palabre: both computers need the same version.</source>
        <translation>This room was made by another version of Palabre: both computers need the same version.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>This room is full.</translation>
    </message>
    <message>
        <source>The host has locked this room: no new players can join.</source>
        <translation>The host has locked this room: no new players can join.</translation>
    </message>
    <message>
        <source>A game is already being played in this room. Join when it is over.</source>
        <translation>A game is already being played in this room. Join when it is over.</translation>
    </message>
    <message>
        <source>This code or address leads to another room. Check it with the host.</source>
        <translation>This code or address leads to another room. Check it with the host.</translation>
    </message>
    <message>
        <source>The room is busy with other players joining. Try again.</source>
        <translation>The room is busy with other players joining. Try again.</translation>
    </message>
    <message>
        <source>Someone in this room already has this name. Choose another one.</source>
        <translation>Someone in this room already has this name. Choose another one.</translation>
    </message>
    <message>
        <source>Your name needs at least one letter or digit.</source>
        <translation>Your name needs at least one letter or digit.</translation>
    </message>
    <message>
        <source>Your name has a letter with more than three accents or marks. Remove some.</source>
        <translation>Your name has a letter with more than three accents or marks. Remove some.</translation>
    </message>
    <message>
        <source>Your seat in this room is no longer kept. Join again.</source>
        <translation>Your seat in this room is no longer kept. Join again.</translation>
    </message>
    <message>
        <source>The room does not answer. Check the code or address, and that both computers are on the same network.</source>
        <translation>The room does not answer. Check the code or address, and that both computers are on the same network.</translation>
    </message>
    <message>
        <source>The host closed the room.</source>
        <translation>The host closed the room.</translation>
    </message>
    <message>
        <source>You were removed from the room.</source>
        <translation>You were removed from the room.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Your seat was taken up from another window or computer.</translation>
    </message>
    <message>
        <source>The connection to the room was lost and could not be restored.</source>
        <translation>The connection to the room was lost and could not be restored.</translation>
    </message>
    <message>
        <source>The host ran into a problem.</source>
        <translation>The host ran into a problem.</translation>
    </message>
    <message>
        <source>The host is handing the game over to another computer: try again in a moment.</source>
        <translation>The host is handing the game over to another computer: try again in a moment.</translation>
    </message>
    <message>
        <source>This computer no longer hosts the game: another one took over.</source>
        <translation>This computer no longer hosts the game: another one took over.</translation>
    </message>
    <message>
        <source>This computer stands by for the host: join the host itself.</source>
        <translation>This computer stands by for the host: join the host itself.</translation>
    </message>
    <message>
        <source>Too fast: wait a moment.</source>
        <translation>Too fast: wait a moment.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>The game has not started yet.</translation>
    </message>
    <message>
        <source>This player has left the room.</source>
        <translation>This player has left the room.</translation>
    </message>
    <message>
        <source>A player the game needs is not connected (a spymaster, or a team's only guesser): wait for them, or remove them from the room.</source>
        <translation>A player the game needs is not connected (a spymaster, or a team's only guesser): wait for them, or remove them from the room.</translation>
    </message>
    <message>
        <source>This game has no such team.</source>
        <translation>This game has no such team.</translation>
    </message>
    <message>
        <source>This game has no such role.</source>
        <translation>This game has no such role.</translation>
    </message>
    <message>
        <source>This game has no teams.</source>
        <translation>This game has no teams.</translation>
    </message>
    <message>
        <source>Another player in this room plays with this profile.</source>
        <translation>Another player in this room plays with this profile.</translation>
    </message>
    <message>
        <source>This host keeps no profiles.</source>
        <translation>This host keeps no profiles.</translation>
    </message>
    <message>
        <source>The host could not save the profiles.</source>
        <translation>The host could not save the profiles.</translation>
    </message>
    <message>
        <source>Type the join code shown on the host's screen.</source>
        <translation>Type the join code shown on the host's screen.</translation>
    </message>
    <message>
        <source>A join code has {expected} letters and digits; this one has {length}.</source>
        <translation>A join code has {expected} letters and digits; this one has {length}.</translation>
    </message>
    <message>
        <source>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</source>
        <translation>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</translation>
    </message>
    <message>
        <source>This join code has a typo. Check it symbol by symbol.</source>
        <translation>This join code has a typo. Check it symbol by symbol.</translation>
    </message>
    <message>
        <source>Type the address shown on the host's screen, like 192.168.1.20:4747.</source>
        <translation>Type the address shown on the host's screen, like 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Add the port after a colon, like 192.168.1.20:4747.</source>
        <translation>Add the port after a colon, like 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>The port must be a number from 1 to 65535.</translation>
    </message>
    <message>
        <source>This address cannot be read. Type it like 192.168.1.20:4747.</source>
        <translation>This address cannot be read. Type it like 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Give the room a name.</source>
        <translation>Give the room a name.</translation>
    </message>
    <message>
        <source>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</source>
        <translation>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</translation>
    </message>
    <message>
        <source>This join code or address cannot be read.</source>
        <translation>This join code or address cannot be read.</translation>
    </message>
    <message>
        <source>The other computer sent something this version of Palabre cannot read.</source>
        <translation>The other computer sent something this version of Palabre cannot read.</translation>
    </message>
    <message>
        <source>The room refused ({code}).</source>
        <translation>The room refused ({code}).</translation>
    </message>
    <message>
        <source>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</source>
        <translation>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</translation>
    </message>
</context>
<context>
    <name>PackMakerScreen</name>
    <message>
        <source>Advice: {text}</source>
        <translation>Advice: {text}</translation>
    </message>
    <message>
        <source>You already have a pack with this name: choose another name.</source>
        <translation>You already have a pack with this name: choose another name.</translation>
    </message>
    <message numerus="yes">
        <source>Words: %n</source>
        <translation>
            <numerusform>Words: %n</numerusform>
            <numerusform>Words: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Cards: %n</numerusform>
            <numerusform>Cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pairs: %n</source>
        <translation>
            <numerusform>Pairs: %n</numerusform>
            <numerusform>Pairs: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeats left out: %n</source>
        <translation>
            <numerusform>Repeats left out: %n</numerusform>
            <numerusform>Repeats left out: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems to fix before saving: %n</source>
        <translation>
            <numerusform>Problems to fix before saving: %n</numerusform>
            <numerusform>Problems to fix before saving: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>These words look like {language}: choose that language above, or save anyway.</source>
        <translation>These words look like {language}: choose that language above, or save anyway.</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Ready to save.</translation>
    </message>
    <message>
        <source>{name} (has problems)</source>
        <translation>{name} (has problems)</translation>
    </message>
    <message>
        <source>This file has problems:</source>
        <translation>This file has problems:</translation>
    </message>
    <message>
        <source>Saved. Your pack is now offered when you set up a game.</source>
        <translation>Saved. Your pack is now offered when you set up a game.</translation>
    </message>
    <message>
        <source>Delete this pack?</source>
        <translation>Delete this pack?</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>Delete “{name}”? This cannot be undone.</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Make a pack</translation>
    </message>
    <message>
        <source>Type the words of a lesson, a family's jokes or a club's jargon. Palabre checks them as you type and saves the pack with your own packs.</source>
        <translation>Type the words of a lesson, a family's jokes or a club's jargon. Palabre checks them as you type and saves the pack with your own packs.</translation>
    </message>
    <message>
        <source>My packs</source>
        <translation>My packs</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Ga&amp;me</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>e.g. Year 5 – the Romans</source>
        <translation>e.g. Year 5 – the Romans</translation>
    </message>
    <message>
        <source>Optional: one sentence about it</source>
        <translation>Optional: one sentence about it</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Save the pack</translation>
    </message>
    <message>
        <source>Words of the pack</source>
        <translation>Words of the pack</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problems found</translation>
    </message>
    <message>
        <source>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</source>
        <translation>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</translation>
    </message>
    <message>
        <source>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</source>
        <translation>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</translation>
    </message>
    <message>
        <source>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</source>
        <translation>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</translation>
    </message>
    <message>
        <source>volcano, river, desert, island, glacier, …</source>
        <translation>volcano, river, desert, island, glacier, …</translation>
    </message>
    <message>
        <source>volcano: lava, erupt, mountain, hot, crater</source>
        <translation>volcano: lava, erupt, mountain, hot, crater</translation>
    </message>
    <message>
        <source>fruit: apple 🍎, pear 🍐</source>
        <translation>fruit: apple 🍎, pear 🍐</translation>
    </message>
</context>
<context>
    <name>PackProblems</name>
    <message>
        <source>"{a}" and "{b}" are within the ghost's typo tolerance of each other: a misspelt guess may match both and count as wrong</source>
        <translation>"{a}" and "{b}" are within the ghost's typo tolerance of each other: a misspelt guess may match both and count as wrong</translation>
    </message>
    <message>
        <source>"{side}" is missing (a = {{ word = ..., picture = ... }})</source>
        <translation>"{side}" is missing (a = {{ word = ..., picture = ... }})</translation>
    </message>
    <message>
        <source>"{side}" must be {{ word = ..., picture = ... }}, not {kind}</source>
        <translation>"{side}" must be {{ word = ..., picture = ... }}, not {kind}</translation>
    </message>
    <message>
        <source>"{value}" does not match its folder "{folder}"</source>
        <translation>"{value}" does not match its folder "{folder}"</translation>
    </message>
    <message>
        <source>"{word}" has the picture "{picture}" of "{other}" in {where}: give each word its own picture</source>
        <translation>"{word}" has the picture "{picture}" of "{other}" in {where}: give each word its own picture</translation>
    </message>
    <message>
        <source>a and b have the same picture "{picture}"</source>
        <translation>a and b have the same picture "{picture}"</translation>
    </message>
    <message>
        <source>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</source>
        <translation>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>a card</translation>
    </message>
    <message>
        <source>a date or time</source>
        <translation>a date or time</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>a decimal number</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>a list of other values</source>
        <translation>a list of other values</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>a pair</translation>
    </message>
    <message>
        <source>a Spy Word pack needs at least {minimum} pair</source>
        <translation>a Spy Word pack needs at least {minimum} pair</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>a table</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>a.word and b.word are the same word</source>
        <translation>a.word and b.word are the same word</translation>
    </message>
    <message>
        <source>at column {column}</source>
        <translation>at column {column}</translation>
    </message>
    <message>
        <source>at the end of the file</source>
        <translation>at the end of the file</translation>
    </message>
    <message>
        <source>belongs to {other} packs, not {game}</source>
        <translation>belongs to {other} packs, not {game}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>cannot be read: {reason}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>card {number}</translation>
    </message>
    <message>
        <source>card {number} "{words}"</source>
        <translation>card {number} "{words}"</translation>
    </message>
    <message>
        <source>contains the target "{target}"</source>
        <translation>contains the target "{target}"</translation>
    </message>
    <message>
        <source>could not be checked ({error})</source>
        <translation>could not be checked ({error})</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>does not exist</translation>
    </message>
    <message>
        <source>field "{key}"</source>
        <translation>field "{key}"</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>forbidden word "{word}" is listed twice</source>
        <translation>forbidden word "{word}" is listed twice</translation>
    </message>
    <message>
        <source>forbidden word "{word}" looks like a form of the target "{target}"; if it is, choose another clue</source>
        <translation>forbidden word "{word}" looks like a form of the target "{target}"; if it is, choose another clue</translation>
    </message>
    <message>
        <source>forbidden word "{word}" shares the root "{root}" with the target "{target}": a form of the target is off limits anyway; choose another clue</source>
        <translation>forbidden word "{word}" shares the root "{root}" with the target "{target}": a form of the target is off limits anyway; choose another clue</translation>
    </message>
    <message>
        <source>forbidden word "{word}" {reason}</source>
        <translation>forbidden word "{word}" {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} "{word}" {reason}</source>
        <translation>forbidden word {number} "{word}" {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} must be text, not {kind}</source>
        <translation>forbidden word {number} must be text, not {kind}</translation>
    </message>
    <message>
        <source>forbidden words "{kin}" and "{word}" look like one word family: the second blocks no new clue; choose another</source>
        <translation>forbidden words "{kin}" and "{word}" look like one word family: the second blocks no new clue; choose another</translation>
    </message>
    <message>
        <source>forbidden words "{kin}" and "{word}" share the root "{root}": the second blocks no new clue; choose another</source>
        <translation>forbidden words "{kin}" and "{word}" share the root "{root}": the second blocks no new clue; choose another</translation>
    </message>
    <message>
        <source>has 1 forbidden word, needs exactly {needed}</source>
        <translation>has 1 forbidden word, needs exactly {needed}</translation>
    </message>
    <message>
        <source>has a control character (a tab or a line break)</source>
        <translation>has a control character (a tab or a line break)</translation>
    </message>
    <message>
        <source>has a hyphen at the start or the end, or two in a row</source>
        <translation>has a hyphen at the start or the end, or two in a row</translation>
    </message>
    <message>
        <source>has a space: a codename is a single word</source>
        <translation>has a space: a codename is a single word</translation>
    </message>
    <message>
        <source>has an apostrophe: a codename is a single word</source>
        <translation>has an apostrophe: a codename is a single word</translation>
    </message>
    <message>
        <source>has no letters</source>
        <translation>has no letters</translation>
    </message>
    <message>
        <source>has no {suffix} pack files</source>
        <translation>has no {suffix} pack files</translation>
    </message>
    <message>
        <source>has spaces at the start or end</source>
        <translation>has spaces at the start or end</translation>
    </message>
    <message>
        <source>has two spaces in a row</source>
        <translation>has two spaces in a row</translation>
    </message>
    <message>
        <source>has {character}: a codename has only letters (and rarely a hyphen)</source>
        <translation>has {character}: a codename has only letters (and rarely a hyphen)</translation>
    </message>
    <message>
        <source>is a symbolic link loop: it points back to itself</source>
        <translation>is a symbolic link loop: it points back to itself</translation>
    </message>
    <message>
        <source>is a symbolic link to {target}, which does not exist</source>
        <translation>is a symbolic link to {target}, which does not exist</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>is empty</translation>
    </message>
    <message>
        <source>is empty: a pack starts with schema = {schema}</source>
        <translation>is empty: a pack starts with schema = {schema}</translation>
    </message>
    <message>
        <source>is larger than {limit:,} bytes</source>
        <translation>is larger than {limit:,} bytes</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>is longer than {limit} characters</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>is missing</translation>
    </message>
    <message>
        <source>is missing (one of {choices})</source>
        <translation>is missing (one of {choices})</translation>
    </message>
    <message>
        <source>is missing (true or false)</source>
        <translation>is missing (true or false)</translation>
    </message>
    <message>
        <source>is missing: a pack starts with schema = {schema}</source>
        <translation>is missing: a pack starts with schema = {schema}</translation>
    </message>
    <message>
        <source>is missing: a {game} pack lists its {key}</source>
        <translation>is missing: a {game} pack lists its {key}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</source>
        <translation>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>is not valid TOML: {reason}</translation>
    </message>
    <message>
        <source>is part of the target "{target}"</source>
        <translation>is part of the target "{target}"</translation>
    </message>
    <message>
        <source>is the same pack "{id}" as {other}: rename one</source>
        <translation>is the same pack "{id}" as {other}: rename one</translation>
    </message>
    <message>
        <source>is the target word</source>
        <translation>is the target word</translation>
    </message>
    <message>
        <source>is {value}; write one of {choices}</source>
        <translation>is {value}; write one of {choices}</translation>
    </message>
    <message>
        <source>is "{value}", so the pack must also say family_friendly = true</source>
        <translation>is "{value}", so the pack must also say family_friendly = true</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>line {line}</translation>
    </message>
    <message>
        <source>must be a list of [[{key}]] tables, not {kind}</source>
        <translation>must be a list of [[{key}]] tables, not {kind}</translation>
    </message>
    <message>
        <source>must be a list of words, not {kind}</source>
        <translation>must be a list of words, not {kind}</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>must be text, not {kind}</translation>
    </message>
    <message>
        <source>must be the whole number {schema}, not {kind}</source>
        <translation>must be the whole number {schema}, not {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>must be true or false, not {kind}</translation>
    </message>
    <message>
        <source>name "{name}" must be lowercase letters, digits and hyphens ending in {suffix}, e.g. "{suggestion}"</source>
        <translation>name "{name}" must be lowercase letters, digits and hyphens ending in {suffix}, e.g. "{suggestion}"</translation>
    </message>
    <message>
        <source>nests lists or tables too deeply to be a pack</source>
        <translation>nests lists or tables too deeply to be a pack</translation>
    </message>
    <message>
        <source>pair {number}</source>
        <translation>pair {number}</translation>
    </message>
    <message>
        <source>pair {number} "{words}"</source>
        <translation>pair {number} "{words}"</translation>
    </message>
    <message>
        <source>says "{language}" but most of its words are "{other}" words: if the pack is in that language, write language = "{other}"</source>
        <translation>says "{language}" but most of its words are "{other}" words: if the pack is in that language, write language = "{other}"</translation>
    </message>
    <message>
        <source>starts with a byte order mark (BOM): save it as UTF-8 without BOM</source>
        <translation>starts with a byte order mark (BOM): save it as UTF-8 without BOM</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>the pack</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}</source>
        <translation>TOML syntax error {where}: {reason}</translation>
    </message>
    <message>
        <source>"forbidden" is missing (a list of {size} words)</source>
        <translation>"forbidden" is missing (a list of {size} words)</translation>
    </message>
    <message>
        <source>"forbidden" must be a list of {size} words, not {kind}</source>
        <translation>"forbidden" must be a list of {size} words, not {kind}</translation>
    </message>
    <message>
        <source>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</source>
        <translation>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</translation>
    </message>
    <message>
        <source>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</source>
        <translation>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</translation>
    </message>
    <message>
        <source>has {found} forbidden words, needs exactly {needed}</source>
        <translation>has {found} forbidden words, needs exactly {needed}</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}: {shown}</source>
        <translation>TOML syntax error {where}: {reason}: {shown}</translation>
    </message>
    <message>
        <source>unknown field "{key}" in {what} (known: {known})</source>
        <translation>unknown field "{key}" in {what} (known: {known})</translation>
    </message>
    <message>
        <source>unknown field "{key}" in {what}; did you mean "{guess}"?</source>
        <translation>unknown field "{key}" in {what}; did you mean "{guess}"?</translation>
    </message>
    <message>
        <source>word {number}</source>
        <translation>word {number}</translation>
    </message>
    <message>
        <source>word {number} "{words}"</source>
        <translation>word {number} "{words}"</translation>
    </message>
    <message>
        <source>{found} is not supported: this Palabre reads schema {schema} packs</source>
        <translation>{found} is not supported: this Palabre reads schema {schema} packs</translation>
    </message>
    <message>
        <source>{label} "{picture}" is not an OpenMoji file name (uppercase hex codepoints joined by "-", e.g. "1F34E")</source>
        <translation>{label} "{picture}" is not an OpenMoji file name (uppercase hex codepoints joined by "-", e.g. "1F34E")</translation>
    </message>
    <message>
        <source>{label} "{picture}" is not an OpenMoji file name; it is the emoji itself: write its code "{name}"</source>
        <translation>{label} "{picture}" is not an OpenMoji file name; it is the emoji itself: write its code "{name}"</translation>
    </message>
    <message>
        <source>{label} "{picture}" is not an OpenMoji file name; write it in capitals: "{name}"</source>
        <translation>{label} "{picture}" is not an OpenMoji file name; write it in capitals: "{name}"</translation>
    </message>
    <message>
        <source>{label} "{picture}" is not an OpenMoji picture</source>
        <translation>{label} "{picture}" is not an OpenMoji picture</translation>
    </message>
    <message>
        <source>{label} has no letters</source>
        <translation>{label} has no letters</translation>
    </message>
    <message>
        <source>{label} is missing</source>
        <translation>{label} is missing</translation>
    </message>
    <message>
        <source>{label} is missing (an OpenMoji name like "1F34E")</source>
        <translation>{label} is missing (an OpenMoji name like "1F34E")</translation>
    </message>
    <message>
        <source>{label} must be text, not {kind}</source>
        <translation>{label} must be text, not {kind}</translation>
    </message>
    <message>
        <source>{label} {reason}</source>
        <translation>{label} {reason}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} is not one of {choices}</translation>
    </message>
    <message>
        <source>{what} "{word}" is already in {where}</source>
        <translation>{what} "{word}" is already in {where}</translation>
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
        <translation>Word packs</translation>
    </message>
    <message>
        <source>Every pack</source>
        <translation>Every pack</translation>
    </message>
    <message>
        <source>Family-friendly packs only</source>
        <translation>Family-friendly packs only</translation>
    </message>
    <message>
        <source>Junior packs only (6–10 years)</source>
        <translation>Junior packs only (6–10 years)</translation>
    </message>
    <message>
        <source>Which packs to offer</source>
        <translation>Which packs to offer</translation>
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
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>No pack in this language.</translation>
    </message>
    <message>
        <source>Not offered (open it in Make a pack to fix it):</source>
        <translation>Not offered (open it in Make a pack to fix it):</translation>
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
    <name>ProfileChoice</name>
    <message>
        <source>No profile</source>
        <translation>No profile</translation>
    </message>
    <message>
        <source>Your profile</source>
        <translation>Your profile</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>New profile</source>
        <translation>New profile</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Edit profile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Picture</translation>
    </message>
    <message>
        <source>Picture {number}</source>
        <translation>Picture {number}</translation>
    </message>
</context>
<context>
    <name>ProfileOpen</name>
    <message>
        <source>Profiles damaged</source>
        <translation>Profiles damaged</translation>
    </message>
    <message>
        <source>The profiles file is damaged. A backup from {when} is available.</source>
        <translation>The profiles file is damaged. A backup from {when} is available.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Restore the backup</translation>
    </message>
    <message>
        <source>The profiles file is damaged and there is no backup.</source>
        <translation>The profiles file is damaged and there is no backup.</translation>
    </message>
    <message>
        <source>Start with no profiles</source>
        <translation>Start with no profiles</translation>
    </message>
    <message>
        <source>Play without profiles this time</source>
        <translation>Play without profiles this time</translation>
    </message>
    <message>
        <source>Nothing is deleted: the damaged file is kept for a bug report.</source>
        <translation>Nothing is deleted: the damaged file is kept for a bug report.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Edit name and picture</source>
        <translation>Edit name and picture</translation>
    </message>
    <message>
        <source>{level}: {into} / {needed} XP</source>
        <translation>{level}: {into} / {needed} XP</translation>
    </message>
    <message>
        <source>{xp} XP in all. {left} XP to the next level.</source>
        <translation>{xp} XP in all. {left} XP to the next level.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>{group} ({earned}/{total})</source>
        <translation>{group} ({earned}/{total})</translation>
    </message>
    <message>
        <source>Shown on your card</source>
        <translation>Shown on your card</translation>
    </message>
    <message>
        <source>Show on my card</source>
        <translation>Show on my card</translation>
    </message>
</context>
<context>
    <name>ProfileTexts</name>
    <message>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Wins in a row now</source>
        <translation>Wins in a row now</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Most wins in a row</translation>
    </message>
    <message>
        <source>Won as a citizen</source>
        <translation>Won as a citizen</translation>
    </message>
    <message>
        <source>Won as a spy</source>
        <translation>Won as a spy</translation>
    </message>
    <message>
        <source>Won as the ghost</source>
        <translation>Won as the ghost</translation>
    </message>
    <message>
        <source>Words guessed as the ghost</source>
        <translation>Words guessed as the ghost</translation>
    </message>
    <message>
        <source>Spies and ghosts voted out</source>
        <translation>Spies and ghosts voted out</translation>
    </message>
    <message>
        <source>Cards found on your clues</source>
        <translation>Cards found on your clues</translation>
    </message>
    <message>
        <source>Most cards in one turn</source>
        <translation>Most cards in one turn</translation>
    </message>
    <message>
        <source>Forbidden words caught</source>
        <translation>Forbidden words caught</translation>
    </message>
    <message>
        <source>Won as spymaster</source>
        <translation>Won as spymaster</translation>
    </message>
    <message>
        <source>Won as a guesser</source>
        <translation>Won as a guesser</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Words found</translation>
    </message>
    <message>
        <source>Clues worth 4 or more</source>
        <translation>Clues worth 4 or more</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>Type a name.</translation>
    </message>
    <message>
        <source>Another profile has this name.</source>
        <translation>Another profile has this name.</translation>
    </message>
    <message>
        <source>Pick a picture.</source>
        <translation>Pick a picture.</translation>
    </message>
    <message>
        <source>This title is not earned yet.</source>
        <translation>This title is not earned yet.</translation>
    </message>
    <message>
        <source>This profile no longer exists.</source>
        <translation>This profile no longer exists.</translation>
    </message>
    <message>
        <source>The profiles could not be saved.</source>
        <translation>The profiles could not be saved.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Level {level}</translation>
    </message>
</context>
<context>
    <name>ProfilesScreen</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <source>Classroom: hide XP and titles</source>
        <translation>Classroom: hide XP and titles</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>New profile</translation>
    </message>
    <message>
        <source>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</source>
        <translation>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</translation>
    </message>
    <message>
        <source>Profiles are not available: the profiles file could not be opened.</source>
        <translation>Profiles are not available: the profiles file could not be opened.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Open {name}'s profile</source>
        <translation>Open {name}'s profile</translation>
    </message>
    <message>
        <source>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</source>
        <translation>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Reset the statistics of {name}</source>
        <translation>Reset the statistics of {name}</translation>
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
        <translation>Up to {level}!</translation>
    </message>
    <message>
        <source>New title: {titles}</source>
        <translation>New title: {titles}</translation>
    </message>
    <message>
        <source>New titles: {titles}</source>
        <translation>New titles: {titles}</translation>
    </message>
    <message numerus="yes">
        <source>New titles: {titles} and %n more (on the profile)</source>
        <translation>
            <numerusform>New titles: {titles} and %n more (on the profile)</numerusform>
            <numerusform>New titles: {titles} and %n more (on the profile)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>There is no such player.</translation>
    </message>
    <message>
        <source>This player has left the game.</source>
        <translation>This player has left the game.</translation>
    </message>
    <message>
        <source>This player is not in the game.</source>
        <translation>This player is not in the game.</translation>
    </message>
    <message>
        <source>Not possible when playing on one computer.</source>
        <translation>Not possible when playing on one computer.</translation>
    </message>
    <message>
        <source>Nothing changed in the connection.</source>
        <translation>Nothing changed in the connection.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Not allowed now.</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Reopen the room</source>
        <translation>Reopen the room</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Forget it</translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation>Start fresh</translation>
    </message>
    <message>
        <source>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</source>
        <translation>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</source>
        <translation>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</source>
        <translation>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</translation>
    </message>
</context>
<context>
    <name>SettingsCard</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
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
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Profiles…</source>
        <translation>Profiles…</translation>
    </message>
    <message>
        <source>Profile to seat</source>
        <translation>Profile to seat</translation>
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
        <source>Pick a profile…</source>
        <translation>Pick a profile…</translation>
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
    <message numerus="yes">
        <source>%n card(s) (about {minutes} min)</source>
        <translation>
            <numerusform>%n card (about {minutes} min)</numerusform>
            <numerusform>%n cards (about {minutes} min)</numerusform>
        </translation>
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
        <source>{name} has a letter with more than three accents or marks: remove some.</source>
        <translation>{name} has a letter with more than three accents or marks: remove some.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Tick at least one pack.</translation>
    </message>
    <message>
        <source>This game needs {min} to {max} players.</source>
        <translation>This game needs {min} to {max} players.</translation>
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
    <message numerus="yes">
        <source>%n player(s) (this game is for {low})</source>
        <translation>
            <numerusform>%n player (this game is for {low})</numerusform>
            <numerusform>%n players (this game is for {low})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ({low}–{high})</source>
        <translation>
            <numerusform>%n player ({low}–{high})</numerusform>
            <numerusform>%n players ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: new game</translation>
    </message>
    <message numerus="yes">
        <source>The game is full (%n player(s)).</source>
        <translation>
            <numerusform>The game is full (%n player).</numerusform>
            <numerusform>The game is full (%n players).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpyCard</name>
    <message>
        <source>{name}, you have no word</source>
        <translation>{name}, you have no word</translation>
    </message>
    <message>
        <source>You are the ghost</source>
        <translation>You are the ghost</translation>
    </message>
    <message>
        <source>Listen to the clues, work out the citizens' word and blend in.</source>
        <translation>Listen to the clues, work out the citizens' word and blend in.</translation>
    </message>
    <message>
        <source>{name}, your word is</source>
        <translation>{name}, your word is</translation>
    </message>
    <message>
        <source>You are a spy</source>
        <translation>You are a spy</translation>
    </message>
    <message>
        <source>Remember it, and let nobody else see it.</source>
        <translation>Remember it, and let nobody else see it.</translation>
    </message>
</context>
<context>
    <name>SpyEndPage</name>
    <message>
        <source>Roles (★ the winning side)</source>
        <translation>Roles (★ the winning side)</translation>
    </message>
    <message>
        <source>Votes, round by round</source>
        <translation>Votes, round by round</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>The citizens' word</source>
        <translation>The citizens' word</translation>
    </message>
    <message>
        <source>The spies' word</source>
        <translation>The spies' word</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
    <message>
        <source>The ghost guessed “{guess}”: {verdict}.</source>
        <translation>The ghost guessed “{guess}”: {verdict}.</translation>
    </message>
    <message>
        <source>out in round {round}</source>
        <translation>out in round {round}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>still in</translation>
    </message>
</context>
<context>
    <name>SpyPrivatePage</name>
    <message>
        <source>Send my guess</source>
        <translation>Send my guess</translation>
    </message>
    <message>
        <source>OK, hide it</source>
        <translation>OK, hide it</translation>
    </message>
    <message>
        <source>The citizens' word</source>
        <translation>The citizens' word</translation>
    </message>
    <message>
        <source>Your guess of the citizens' word</source>
        <translation>Your guess of the citizens' word</translation>
    </message>
    <message>
        <source>You were the ghost</source>
        <translation>You were the ghost</translation>
    </message>
    <message>
        <source>One guess: what is the citizens' word? Guess right and you win alone.</source>
        <translation>One guess: what is the citizens' word? Guess right and you win alone.</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>You are out</translation>
    </message>
    <message>
        <source>Your role: {role}. Keep it to yourself until the end.</source>
        <translation>Your role: {role}. Keep it to yourself until the end.</translation>
    </message>
    <message>
        <source>Your private screen: nobody else sees it</source>
        <translation>Your private screen: nobody else sees it</translation>
    </message>
    <message>
        <source>{name} is out: a private screen</source>
        <translation>{name} is out: a private screen</translation>
    </message>
</context>
<context>
    <name>SpyResultPage</name>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Who voted for whom</translation>
    </message>
    <message>
        <source>Votes received</source>
        <translation>Votes received</translation>
    </message>
</context>
<context>
    <name>SpyRevealPage</name>
    <message>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
    <message>
        <source>Got it: I have seen my card</source>
        <translation>Got it: I have seen my card</translation>
    </message>
    <message>
        <source>Got it: hide my card and pass on</source>
        <translation>Got it: hide my card and pass on</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Cards: {seen} of {total} seen</translation>
    </message>
</context>
<context>
    <name>SpyReviewPage</name>
    <message>
        <source>Your word</source>
        <translation>Your word</translation>
    </message>
    <message>
        <source>Who wants to see their word?</source>
        <translation>Who wants to see their word?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>SpyRoundPage</name>
    <message>
        <source>See my word</source>
        <translation>See my word</translation>
    </message>
    <message>
        <source>See my word again</source>
        <translation>See my word again</translation>
    </message>
    <message>
        <source>See my word again (pick your name)</source>
        <translation>See my word again (pick your name)</translation>
    </message>
    <message>
        <source>Speaking order</source>
        <translation>Speaking order</translation>
    </message>
    <message>
        <source>No time limit: go to the vote when you are ready.</source>
        <translation>No time limit: go to the vote when you are ready.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Round {round} · {phase}</translation>
    </message>
    <message>
        <source>Talk it over: who is not like the others?</source>
        <translation>Talk it over: who is not like the others?</translation>
    </message>
    <message>
        <source>Go to vote</source>
        <translation>Go to vote</translation>
    </message>
    <message>
        <source>Your turn: give your clue</source>
        <translation>Your turn: give your clue</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} gives a clue</translation>
    </message>
    <message>
        <source>{name}, give your clue</source>
        <translation>{name}, give your clue</translation>
    </message>
    <message>
        <source>You are out: you watch until the end.</source>
        <translation>You are out: you watch until the end.</translation>
    </message>
    <message>
        <source>Say your clue aloud, then tap “Clue given”.</source>
        <translation>Say your clue aloud, then tap “Clue given”.</translation>
    </message>
    <message>
        <source>You are the host: start the vote when the table is ready.</source>
        <translation>You are the host: start the vote when the table is ready.</translation>
    </message>
    <message>
        <source>No time limit: the host, {name}, starts the vote.</source>
        <translation>No time limit: the host, {name}, starts the vote.</translation>
    </message>
    <message>
        <source>Only the host, {name}, can start the vote early.</source>
        <translation>Only the host, {name}, can start the vote early.</translation>
    </message>
    <message>
        <source>Clue given</source>
        <translation>Clue given</translation>
    </message>
    <message>
        <source>Tie between {names}: each gives one more clue, then the others vote.</source>
        <translation>Tie between {names}: each gives one more clue, then the others vote.</translation>
    </message>
</context>
<context>
    <name>SpyTableWidget</name>
    <message>
        <source>{game} · round {round} · {phase}</source>
        <translation>{game} · round {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards seen: {seen} of {total}</source>
        <translation>Cards seen: {seen} of {total}</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} gives a clue</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message numerus="yes">
        <source>Voted: %n of {total}</source>
        <translation>
            <numerusform>Voted: %n of {total}</numerusform>
            <numerusform>Voted: %n of {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} is on a private screen</translation>
    </message>
    <message>
        <source>Duel between {names}</source>
        <translation>Duel between {names}</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens' word.</source>
        <translation>The ghost is guessing the citizens' word.</translation>
    </message>
    <message>
        <source>Citizens: {word}</source>
        <translation>Citizens: {word}</translation>
    </message>
    <message>
        <source>Spies: {word}</source>
        <translation>Spies: {word}</translation>
    </message>
    <message>
        <source>out · {role}</source>
        <translation>out · {role}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>{mark} voted</source>
        <translation>{mark} voted</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>in the game</translation>
    </message>
    <message>
        <source>Last vote: {heading}</source>
        <translation>Last vote: {heading}</translation>
    </message>
</context>
<context>
    <name>SpyVotePage</name>
    <message>
        <source>Who do you vote out?</source>
        <translation>Who do you vote out?</translation>
    </message>
    <message>
        <source>{name}, who do you vote out?</source>
        <translation>{name}, who do you vote out?</translation>
    </message>
    <message>
        <source>Cast my vote</source>
        <translation>Cast my vote</translation>
    </message>
    <message>
        <source>Send my vote</source>
        <translation>Send my vote</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message numerus="yes">
        <source>Duel vote: %n of {total} voted</source>
        <translation>
            <numerusform>Duel vote: %n of {total} has voted</numerusform>
            <numerusform>Duel vote: %n of {total} have voted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Vote: %n of {total} has voted</numerusform>
            <numerusform>Vote: %n of {total} have voted</numerusform>
        </translation>
    </message>
    <message>
        <source>Only between {names}. Once sent, your vote cannot be changed.</source>
        <translation>Only between {names}. Once sent, your vote cannot be changed.</translation>
    </message>
    <message>
        <source>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</source>
        <translation>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</translation>
    </message>
    <message>
        <source>Only between {names}.</source>
        <translation>Only between {names}.</translation>
    </message>
    <message>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Your vote stays secret until everyone has voted.</translation>
    </message>
    <message>
        <source>Cast my vote for {name}</source>
        <translation>Cast my vote for {name}</translation>
    </message>
</context>
<context>
    <name>SpyWaitPage</name>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Round {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Cards: {seen} of {total} seen</translation>
    </message>
    <message>
        <source>The clues start once everyone has seen their card.</source>
        <translation>The clues start once everyone has seen their card.</translation>
    </message>
    <message>
        <source>Still looking at their card:</source>
        <translation>Still looking at their card:</translation>
    </message>
    <message>
        <source>You voted Pass. A sent vote cannot be changed.</source>
        <translation>You voted Pass. A sent vote cannot be changed.</translation>
    </message>
    <message>
        <source>You voted for {name}. A sent vote cannot be changed.</source>
        <translation>You voted for {name}. A sent vote cannot be changed.</translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Vote: %n of {total} has voted</numerusform>
            <numerusform>Vote: %n of {total} have voted</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to vote:</source>
        <translation>Still to vote:</translation>
    </message>
    <message>
        <source>You are out: you do not vote.</source>
        <translation>You are out: you do not vote.</translation>
    </message>
    <message>
        <source>You are in the duel: only the others vote.</source>
        <translation>You are in the duel: only the others vote.</translation>
    </message>
    <message>
        <source>Your vote cannot be sent now.</source>
        <translation>Your vote cannot be sent now.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>You do not vote this time.</translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} is on a private screen</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens' word.</source>
        <translation>The ghost is guessing the citizens' word.</translation>
    </message>
    <message>
        <source>The game goes on once they are done.</source>
        <translation>The game goes on once they are done.</translation>
    </message>
</context>
<context>
    <name>SpyWordTexts</name>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Round {round}: duel vote</source>
        <translation>Round {round}: duel vote</translation>
    </message>
    <message>
        <source>Round {round}: vote</source>
        <translation>Round {round}: vote</translation>
    </message>
    <message>
        <source>Pass wins: nobody is out this round.</source>
        <translation>Pass wins: nobody is out this round.</translation>
    </message>
    <message>
        <source>Tie between {names}: a duel decides.</source>
        <translation>Tie between {names}: a duel decides.</translation>
    </message>
    <message>
        <source>Drawn by lot between {names}: {name} is out.</source>
        <translation>Drawn by lot between {names}: {name} is out.</translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation>{name} is out.</translation>
    </message>
    <message>
        <source>Their role stays hidden until the end.</source>
        <translation>Their role stays hidden until the end.</translation>
    </message>
    <message>
        <source>{name} was a citizen.</source>
        <translation>{name} was a citizen.</translation>
    </message>
    <message>
        <source>{name} was a spy.</source>
        <translation>{name} was a spy.</translation>
    </message>
    <message>
        <source>{name} was the ghost.</source>
        <translation>{name} was the ghost.</translation>
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
        <translation>Citizen</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>Role hidden</source>
        <translation>Role hidden</translation>
    </message>
    <message>
        <source>The citizens win!</source>
        <translation>The citizens win!</translation>
    </message>
    <message>
        <source>The spies and the ghost win!</source>
        <translation>The spies and the ghost win!</translation>
    </message>
    <message>
        <source>The ghost wins alone!</source>
        <translation>The ghost wins alone!</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Nobody wins</translation>
    </message>
    <message>
        <source>No spy and no ghost is left in the game.</source>
        <translation>No spy and no ghost is left in the game.</translation>
    </message>
    <message>
        <source>Only one citizen is left in the game.</source>
        <translation>Only one citizen is left in the game.</translation>
    </message>
    <message>
        <source>The ghost guessed the citizens' word.</source>
        <translation>The ghost guessed the citizens' word.</translation>
    </message>
    <message>
        <source>Too few players are left to go on.</source>
        <translation>Too few players are left to go on.</translation>
    </message>
    <message>
        <source>Everyone looks at their card</source>
        <translation>Everyone looks at their card</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Clues</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Duel: one more clue</source>
        <translation>Duel: one more clue</translation>
    </message>
    <message>
        <source>Duel vote</source>
        <translation>Duel vote</translation>
    </message>
    <message>
        <source>Private screen</source>
        <translation>Private screen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Each player says one sentence about their word.</source>
        <translation>Each player says one sentence about their word.</translation>
    </message>
    <message>
        <source>Each player says one word about their word.</source>
        <translation>Each player says one word about their word.</translation>
    </message>
    <message>
        <source>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</source>
        <translation>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote sent, waiting for %n other player(s)</source>
        <translation>
            <numerusform>Vote sent, waiting for %n other player</numerusform>
            <numerusform>Vote sent, waiting for %n other players</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <source>{name} (⚠ offline)</source>
        <translation>{name} (⚠ offline)</translation>
    </message>
    <message>
        <source>This card has already been seen.</source>
        <translation>This card has already been seen.</translation>
    </message>
    <message>
        <source>This is not the time for clues.</source>
        <translation>This is not the time for clues.</translation>
    </message>
    <message>
        <source>No vote is open now.</source>
        <translation>No vote is open now.</translation>
    </message>
    <message>
        <source>The cards have already been handed out.</source>
        <translation>The cards have already been handed out.</translation>
    </message>
    <message>
        <source>The discussion is not on now.</source>
        <translation>The discussion is not on now.</translation>
    </message>
    <message>
        <source>No private screen is open now.</source>
        <translation>No private screen is open now.</translation>
    </message>
    <message>
        <source>It is not your turn to give a clue.</source>
        <translation>It is not your turn to give a clue.</translation>
    </message>
    <message>
        <source>Only the host can start the vote.</source>
        <translation>Only the host can start the vote.</translation>
    </message>
    <message>
        <source>Eliminated players cannot start the vote.</source>
        <translation>Eliminated players cannot start the vote.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>You do not vote this time.</translation>
    </message>
    <message>
        <source>You have already voted; a vote cannot be changed.</source>
        <translation>You have already voted; a vote cannot be changed.</translation>
    </message>
    <message>
        <source>Wait for your turn to vote.</source>
        <translation>Wait for your turn to vote.</translation>
    </message>
    <message>
        <source>Pass is not allowed in this vote.</source>
        <translation>Pass is not allowed in this vote.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>You cannot vote for yourself.</translation>
    </message>
    <message>
        <source>You can only vote for a player still in the running.</source>
        <translation>You can only vote for a player still in the running.</translation>
    </message>
    <message>
        <source>Only the eliminated ghost can guess.</source>
        <translation>Only the eliminated ghost can guess.</translation>
    </message>
    <message>
        <source>Type one guess (not empty, not too long).</source>
        <translation>Type one guess (not empty, not too long).</translation>
    </message>
    <message>
        <source>This private screen belongs to another player.</source>
        <translation>This private screen belongs to another player.</translation>
    </message>
</context>
<context>
    <name>TableLobby</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Room code</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>QR code to join this room</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Nobody has joined yet.</translation>
    </message>
    <message>
        <source>Scan with a phone, or open this page and type the code:</source>
        <translation>Scan with a phone, or open this page and type the code:</translation>
    </message>
    <message>
        <source>Scan with a phone, or open:</source>
        <translation>Scan with a phone, or open:</translation>
    </message>
    <message>
        <source>No room found? On another computer, type the join code {code}</source>
        <translation>No room found? On another computer, type the join code {code}</translation>
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
        <source>Show how to &amp;join (QR code)</source>
        <translation>Show how to &amp;join (QR code)</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Close the table view</translation>
    </message>
</context>
<context>
    <name>Taboo</name>
    <message>
        <source>Found</source>
        <translation>Found</translation>
    </message>
    <message>
        <source>Buzzed</source>
        <translation>Buzzed</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Discarded</translation>
    </message>
    <message>
        <source>Passed · back in the deck</source>
        <translation>Passed · back in the deck</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message>
        <source>Play time: {time}</source>
        <translation>Play time: {time}</translation>
    </message>
    <message>
        <source>{team} plays</source>
        <translation>{team} plays</translation>
    </message>
    <message>
        <source>Waiting for a clue-giver…</source>
        <translation>Waiting for a clue-giver…</translation>
    </message>
    <message>
        <source>{name} gives the clues</source>
        <translation>{name} gives the clues</translation>
    </message>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (left)</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ offline</translation>
    </message>
    <message>
        <source>This turn: {score} (found {found}, buzzed {buzzed})</source>
        <translation>This turn: {score} (found {found}, buzzed {buzzed})</translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s). The tie is broken by total play time: {team} was faster ({won} to {lost}).</source>
        <translation>
            <numerusform>Both teams have %n point. The tie is broken by total play time: {team} was faster ({won} to {lost}).</numerusform>
            <numerusform>Both teams have %n points. The tie is broken by total play time: {team} was faster ({won} to {lost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s) and the same play time ({time}).</source>
        <translation>
            <numerusform>Both teams have %n point and the same play time ({time}).</numerusform>
            <numerusform>Both teams have %n points and the same play time ({time}).</numerusform>
        </translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>No passes left</translation>
    </message>
    <message>
        <source>Passes left: {left} of {total}</source>
        <translation>Passes left: {left} of {total}</translation>
    </message>
    <message>
        <source>Game over: no winner</source>
        <translation>Game over: no winner</translation>
    </message>
    <message>
        <source>It's a draw!</source>
        <translation>It's a draw!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>{team} wins!</translation>
    </message>
    <message>
        <source>On points: {won} to {lost}.</source>
        <translation>On points: {won} to {lost}.</translation>
    </message>
    <message>
        <source>A team has fewer than two players left.</source>
        <translation>A team has fewer than two players left.</translation>
    </message>
    <message>
        <source>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</source>
        <translation>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>The game is paused: resume it first.</translation>
    </message>
    <message>
        <source>No passes left in this turn.</source>
        <translation>No passes left in this turn.</translation>
    </message>
    <message>
        <source>Too late: that card has already been played.</source>
        <translation>Too late: that card has already been played.</translation>
    </message>
    <message>
        <source>Nobody in this team can give clues right now.</source>
        <translation>Nobody in this team can give clues right now.</translation>
    </message>
    <message>
        <source>Only the other team can buzz.</source>
        <translation>Only the other team can buzz.</translation>
    </message>
    <message>
        <source>This card is not in the turn.</source>
        <translation>This card is not in the turn.</translation>
    </message>
    <message>
        <source>Pausing is only possible when playing on one computer.</source>
        <translation>Pausing is only possible when playing on one computer.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>The game is not paused.</translation>
    </message>
    <message>
        <source>Only the clue-giver can do that.</source>
        <translation>Only the clue-giver can do that.</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game.</source>
        <translation>Not possible at this moment of the game.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Not allowed now.</translation>
    </message>
</context>
<context>
    <name>TabooCountdownPage</name>
    <message>
        <source>Get ready…</source>
        <translation>Get ready…</translation>
    </message>
    <message>
        <source>You give the clues: the card comes after the countdown.</source>
        <translation>You give the clues: the card comes after the countdown.</translation>
    </message>
    <message>
        <source>Listen and guess aloud!</source>
        <translation>Listen and guess aloud!</translation>
    </message>
    <message>
        <source>Watch the card and press Buzz! on a forbidden word.</source>
        <translation>Watch the card and press Buzz! on a forbidden word.</translation>
    </message>
</context>
<context>
    <name>TabooEndPage</name>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
</context>
<context>
    <name>TabooPausedPage</name>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>The window was minimised or lost focus. The card is hidden and the clock is stopped.</source>
        <translation>The window was minimised or lost focus. The card is hidden and the clock is stopped.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Time left: {time}</translation>
    </message>
</context>
<context>
    <name>TabooPlayPage</name>
    <message>
        <source>Forbidden words</source>
        <translation>Forbidden words</translation>
    </message>
    <message>
        <source>F</source>
        <comment>keyboard key for Found</comment>
        <translation>F</translation>
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
        <translation>Found</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Buzz!</source>
        <translation>Buzz!</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Key: {key}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>You give the clues</translation>
    </message>
    <message>
        <source>Guess aloud!</source>
        <translation>Guess aloud!</translation>
    </message>
    <message>
        <source>{name} gives the clues: listen and call out the word.</source>
        <translation>{name} gives the clues: listen and call out the word.</translation>
    </message>
    <message>
        <source>This card is coming back: passing it again discards it.</source>
        <translation>This card is coming back: passing it again discards it.</translation>
    </message>
    <message>
        <source>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</source>
        <translation>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</translation>
    </message>
    <message>
        <source>Found when your team says the word. Pass skips the card: it comes back in a later turn.</source>
        <translation>Found when your team says the word. Pass skips the card: it comes back in a later turn.</translation>
    </message>
    <message>
        <source>Press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Press Buzz! as soon as {name} says a forbidden word.</translation>
    </message>
    <message>
        <source>Only {name} and the {watchers} see the card.</source>
        <translation>Only {name} and the {watchers} see the card.</translation>
    </message>
</context>
<context>
    <name>TabooReadyPage</name>
    <message>
        <source>Go!</source>
        <translation>Go!</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Turn {number}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>You give the clues</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</source>
        <translation>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</translation>
    </message>
    <message>
        <source>Go! Start the turn of {name}</source>
        <translation>Go! Start the turn of {name}</translation>
    </message>
    <message>
        <source>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</source>
        <translation>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</source>
        <translation>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</translation>
    </message>
</context>
<context>
    <name>TabooResultPage</name>
    <message>
        <source>A wrong result? Click the card to change it: Found → Buzzed → Passed.</source>
        <translation>A wrong result? Click the card to change it: Found → Buzzed → Passed.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Confirm the turn result</source>
        <translation>Confirm the turn result</translation>
    </message>
    <message>
        <source>Turn result: {team}</source>
        <translation>Turn result: {team}</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</translation>
    </message>
    <message>
        <source>Card {number}: {text}. Click to change.</source>
        <translation>Card {number}: {text}. Click to change.</translation>
    </message>
    <message>
        <source>No card was played in this turn.</source>
        <translation>No card was played in this turn.</translation>
    </message>
    <message>
        <source>Waiting for {name} to check the cards and confirm.</source>
        <translation>Waiting for {name} to check the cards and confirm.</translation>
    </message>
</context>
<context>
    <name>TabooTableWidget</name>
    <message>
        <source>Around the Word</source>
        <translation>Around the Word</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Time left: {time}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Waiting for Go!</source>
        <translation>Waiting for Go!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Get ready…</translation>
    </message>
    <message numerus="yes">
        <source>Cards played: %n</source>
        <translation>
            <numerusform>Cards played: %n</numerusform>
            <numerusform>Cards played: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn result</source>
        <translation>Turn result</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</translation>
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
<context>
    <name>TitleHow</name>
    <message numerus="yes">
        <source>Finish %n games.</source>
        <translation>
            <numerusform>Finish your first game.</numerusform>
            <numerusform>Finish %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games.</source>
        <translation>
            <numerusform>Win a game.</numerusform>
            <numerusform>Win %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whatever your role.</source>
        <translation>Win {n} games in a row, whatever your role.</translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a citizen.</source>
        <translation>
            <numerusform>Win a game as a citizen.</numerusform>
            <numerusform>Win %n games as a citizen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy.</source>
        <translation>
            <numerusform>Win a game as a spy.</numerusform>
            <numerusform>Win %n games as a spy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as the ghost.</source>
        <translation>
            <numerusform>Win a game as the ghost.</numerusform>
            <numerusform>Win %n games as the ghost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as a spy.</source>
        <translation>
            <numerusform>Play a game as a spy.</numerusform>
            <numerusform>Play %n games as a spy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as the ghost.</source>
        <translation>
            <numerusform>Play a game as the ghost.</numerusform>
            <numerusform>Play %n games as the ghost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As the ghost, guess the citizens' word %n times.</source>
        <translation>
            <numerusform>As the ghost, guess the citizens' word.</numerusform>
            <numerusform>As the ghost, guess the citizens' word %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy without being eliminated.</source>
        <translation>
            <numerusform>Win as a spy without being eliminated.</numerusform>
            <numerusform>Win %n games as a spy without being eliminated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games without being eliminated.</source>
        <translation>
            <numerusform>Win a game without being eliminated.</numerusform>
            <numerusform>Win %n games without being eliminated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As a citizen, vote out a spy or the ghost %n times.</source>
        <translation>
            <numerusform>As a citizen, vote out a spy or the ghost.</numerusform>
            <numerusform>As a citizen, vote out a spy or the ghost %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games that end within two rounds.</source>
        <translation>
            <numerusform>Win a game that ends within two rounds.</numerusform>
            <numerusform>Win %n games that end within two rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row.</source>
        <translation>Win {n} games in a row.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues that make your team find %n cards.</source>
        <translation>
            <numerusform>Give clues that make your team find a card.</numerusform>
            <numerusform>Give clues that make your team find %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make your team find {n} cards in one turn.</source>
        <translation>Make your team find {n} cards in one turn.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues for %n turns with 3 or more cards found and no Buzz!</source>
        <translation>
            <numerusform>Give clues for a turn with 3 or more cards found and no Buzz!</numerusform>
            <numerusform>Give clues for %n turns with 3 or more cards found and no Buzz!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Catch %n forbidden words while the other team plays.</source>
        <translation>
            <numerusform>Catch a forbidden word while the other team plays.</numerusform>
            <numerusform>Catch %n forbidden words while the other team plays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games by 5 points or more.</source>
        <translation>
            <numerusform>Win a game by 5 points or more.</numerusform>
            <numerusform>Win %n games by 5 points or more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games tied on points, by the shorter play time.</source>
        <translation>
            <numerusform>Win a game tied on points, by the shorter play time.</numerusform>
            <numerusform>Win %n games tied on points, by the shorter play time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as spymaster.</source>
        <translation>
            <numerusform>Win a game as spymaster.</numerusform>
            <numerusform>Win %n games as spymaster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a guesser.</source>
        <translation>
            <numerusform>Win a game as a guesser.</numerusform>
            <numerusform>Win %n games as a guesser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n clues on which your team finds 4 or more of its words.</source>
        <translation>
            <numerusform>Give a clue on which your team finds 4 or more of its words.</numerusform>
            <numerusform>Give %n clues on which your team finds 4 or more of its words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n of your team's words.</source>
        <translation>
            <numerusform>Find one of your team's words.</numerusform>
            <numerusform>Find %n of your team's words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games in which your team never picks a wrong card.</source>
        <translation>
            <numerusform>Win a game in which your team never picks a wrong card.</numerusform>
            <numerusform>Win %n games in which your team never picks a wrong card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n games, of any kind.</source>
        <translation>
            <numerusform>Finish a game of any kind.</numerusform>
            <numerusform>Finish %n games, of any kind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games, of any kind.</source>
        <translation>
            <numerusform>Win a game of any kind.</numerusform>
            <numerusform>Win %n games, of any kind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whichever games they are.</source>
        <translation>Win {n} games in a row, whichever games they are.</translation>
    </message>
    <message>
        <source>Finish a game of each of the {n} games.</source>
        <translation>Finish a game of each of the {n} games.</translation>
    </message>
    <message>
        <source>Win at least once in each of the {n} games.</source>
        <translation>Win at least once in each of the {n} games.</translation>
    </message>
    <message>
        <source>Finish {n} games on the same day.</source>
        <translation>Finish {n} games on the same day.</translation>
    </message>
    <message>
        <source>Reach level {n}.</source>
        <translation>Reach level {n}.</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>New Recruit</source>
        <translation>New Recruit</translation>
    </message>
    <message>
        <source>Regular Agent</source>
        <translation>Regular Agent</translation>
    </message>
    <message>
        <source>Field Veteran</source>
        <translation>Field Veteran</translation>
    </message>
    <message>
        <source>Old Fox</source>
        <translation>Old Fox</translation>
    </message>
    <message>
        <source>Living Legend</source>
        <translation>Living Legend</translation>
    </message>
    <message>
        <source>First Triumph</source>
        <translation>First Triumph</translation>
    </message>
    <message>
        <source>Sharp Mind</source>
        <translation>Sharp Mind</translation>
    </message>
    <message>
        <source>Mastermind</source>
        <translation>Mastermind</translation>
    </message>
    <message>
        <source>Grand Strategist</source>
        <translation>Grand Strategist</translation>
    </message>
    <message>
        <source>Hat Trick</source>
        <translation>Hat Trick</translation>
    </message>
    <message>
        <source>On a Roll</source>
        <translation>On a Roll</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Unstoppable</translation>
    </message>
    <message>
        <source>Untouchable</source>
        <translation>Untouchable</translation>
    </message>
    <message>
        <source>Lord of Words</source>
        <translation>Lord of Words</translation>
    </message>
    <message>
        <source>Good Citizen</source>
        <translation>Good Citizen</translation>
    </message>
    <message>
        <source>Neighbourhood Watch</source>
        <translation>Neighbourhood Watch</translation>
    </message>
    <message>
        <source>Pillar of the Town</source>
        <translation>Pillar of the Town</translation>
    </message>
    <message>
        <source>Mayor of Truth</source>
        <translation>Mayor of Truth</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Mole</translation>
    </message>
    <message>
        <source>Double Agent</source>
        <translation>Double Agent</translation>
    </message>
    <message>
        <source>Master of Disguise</source>
        <translation>Master of Disguise</translation>
    </message>
    <message>
        <source>Shadow Minister</source>
        <translation>Shadow Minister</translation>
    </message>
    <message>
        <source>Poltergeist</source>
        <translation>Poltergeist</translation>
    </message>
    <message>
        <source>Whisper in the Dark</source>
        <translation>Whisper in the Dark</translation>
    </message>
    <message>
        <source>Phantom of the Table</source>
        <translation>Phantom of the Table</translation>
    </message>
    <message>
        <source>Ghost Monarch</source>
        <translation>Ghost Monarch</translation>
    </message>
    <message>
        <source>Poker Face</source>
        <translation>Poker Face</translation>
    </message>
    <message>
        <source>Professional Pretender</source>
        <translation>Professional Pretender</translation>
    </message>
    <message>
        <source>Revenant</source>
        <translation>Revenant</translation>
    </message>
    <message>
        <source>Mind Reader</source>
        <translation>Mind Reader</translation>
    </message>
    <message>
        <source>Clairvoyant</source>
        <translation>Clairvoyant</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisible</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Chameleon</translation>
    </message>
    <message>
        <source>Perfect Alibi</source>
        <translation>Perfect Alibi</translation>
    </message>
    <message>
        <source>Survivor</source>
        <translation>Survivor</translation>
    </message>
    <message>
        <source>Still Standing</source>
        <translation>Still Standing</translation>
    </message>
    <message>
        <source>Immortal</source>
        <translation>Immortal</translation>
    </message>
    <message>
        <source>Sharp Eye</source>
        <translation>Sharp Eye</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detective</translation>
    </message>
    <message>
        <source>Spy Hunter</source>
        <translation>Spy Hunter</translation>
    </message>
    <message>
        <source>Inspector General</source>
        <translation>Inspector General</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Quick Draw</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Lightning</translation>
    </message>
    <message>
        <source>Speed of Thought</source>
        <translation>Speed of Thought</translation>
    </message>
    <message>
        <source>Warm-Up</source>
        <translation>Warm-Up</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <translation>Chatterbox</translation>
    </message>
    <message>
        <source>Smooth Talker</source>
        <translation>Smooth Talker</translation>
    </message>
    <message>
        <source>Word Juggler</source>
        <translation>Word Juggler</translation>
    </message>
    <message>
        <source>Silver Tongue</source>
        <translation>Silver Tongue</translation>
    </message>
    <message>
        <source>Team Player</source>
        <translation>Team Player</translation>
    </message>
    <message>
        <source>Crowd Pleaser</source>
        <translation>Crowd Pleaser</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Champion of Words</source>
        <translation>Champion of Words</translation>
    </message>
    <message>
        <source>Three in a Row</source>
        <translation>Three in a Row</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Hot Streak</translation>
    </message>
    <message>
        <source>Juggernaut</source>
        <translation>Juggernaut</translation>
    </message>
    <message>
        <source>Dynasty</source>
        <translation>Dynasty</translation>
    </message>
    <message>
        <source>Sultan of Words</source>
        <translation>Sultan of Words</translation>
    </message>
    <message>
        <source>Hint Giver</source>
        <translation>Hint Giver</translation>
    </message>
    <message>
        <source>Wordsmith</source>
        <translation>Wordsmith</translation>
    </message>
    <message>
        <source>Walking Dictionary</source>
        <translation>Walking Dictionary</translation>
    </message>
    <message>
        <source>Master of Paraphrase</source>
        <translation>Master of Paraphrase</translation>
    </message>
    <message>
        <source>A Thousand Words</source>
        <translation>A Thousand Words</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>High Five</translation>
    </message>
    <message>
        <source>Rapid Fire</source>
        <translation>Rapid Fire</translation>
    </message>
    <message>
        <source>Perfect Ten</source>
        <translation>Perfect Ten</translation>
    </message>
    <message>
        <source>Whirlwind</source>
        <translation>Whirlwind</translation>
    </message>
    <message>
        <source>Telepath</source>
        <translation>Telepath</translation>
    </message>
    <message>
        <source>Clean Hands</source>
        <translation>Clean Hands</translation>
    </message>
    <message>
        <source>Careful Speaker</source>
        <translation>Careful Speaker</translation>
    </message>
    <message>
        <source>Spotless</source>
        <translation>Spotless</translation>
    </message>
    <message>
        <source>Watchful</source>
        <translation>Watchful</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Referee</translation>
    </message>
    <message>
        <source>Buzz Master</source>
        <translation>Buzz Master</translation>
    </message>
    <message>
        <source>Landslide</source>
        <translation>Landslide</translation>
    </message>
    <message>
        <source>No Contest</source>
        <translation>No Contest</translation>
    </message>
    <message>
        <source>Total Domination</source>
        <translation>Total Domination</translation>
    </message>
    <message>
        <source>Photo Finish</source>
        <translation>Photo Finish</translation>
    </message>
    <message>
        <source>Beat the Clock</source>
        <translation>Beat the Clock</translation>
    </message>
    <message>
        <source>Rookie Agent</source>
        <translation>Rookie Agent</translation>
    </message>
    <message>
        <source>Field Agent</source>
        <translation>Field Agent</translation>
    </message>
    <message>
        <source>Station Chief</source>
        <translation>Station Chief</translation>
    </message>
    <message>
        <source>Agency Director</source>
        <translation>Agency Director</translation>
    </message>
    <message>
        <source>Mission Accomplished</source>
        <translation>Mission Accomplished</translation>
    </message>
    <message>
        <source>Decorated Agent</source>
        <translation>Decorated Agent</translation>
    </message>
    <message>
        <source>Cold War Hero</source>
        <translation>Cold War Hero</translation>
    </message>
    <message>
        <source>Clean Run</source>
        <translation>Clean Run</translation>
    </message>
    <message>
        <source>Agent of Legend</source>
        <translation>Agent of Legend</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Handler</translation>
    </message>
    <message>
        <source>Puppet Master</source>
        <translation>Puppet Master</translation>
    </message>
    <message>
        <source>Codemaster</source>
        <translation>Codemaster</translation>
    </message>
    <message>
        <source>Good Instincts</source>
        <translation>Good Instincts</translation>
    </message>
    <message>
        <source>Codebreaker</source>
        <translation>Codebreaker</translation>
    </message>
    <message>
        <source>Enigma Cracker</source>
        <translation>Enigma Cracker</translation>
    </message>
    <message>
        <source>Four-Way Link</source>
        <translation>Four-Way Link</translation>
    </message>
    <message>
        <source>Grand Connector</source>
        <translation>Grand Connector</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>Keen Ear</translation>
    </message>
    <message>
        <source>Sixth Sense</source>
        <translation>Sixth Sense</translation>
    </message>
    <message>
        <source>Human Decoder</source>
        <translation>Human Decoder</translation>
    </message>
    <message>
        <source>Flawless Operation</source>
        <translation>Flawless Operation</translation>
    </message>
    <message>
        <source>Game Night</source>
        <translation>Game Night</translation>
    </message>
    <message>
        <source>Party Animal</source>
        <translation>Party Animal</translation>
    </message>
    <message>
        <source>Centurion</source>
        <translation>Centurion</translation>
    </message>
    <message>
        <source>Table Legend</source>
        <translation>Table Legend</translation>
    </message>
    <message>
        <source>Eternal Player</source>
        <translation>Eternal Player</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Serial Winner</source>
        <translation>Serial Winner</translation>
    </message>
    <message>
        <source>Conqueror</source>
        <translation>Conqueror</translation>
    </message>
    <message>
        <source>Emperor of Play</source>
        <translation>Emperor of Play</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <translation>Lucky Star</translation>
    </message>
    <message>
        <source>Golden Run</source>
        <translation>Golden Run</translation>
    </message>
    <message>
        <source>Invincible</source>
        <translation>Invincible</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Triple Crown</source>
        <translation>Triple Crown</translation>
    </message>
    <message>
        <source>Marathon Night</source>
        <translation>Marathon Night</translation>
    </message>
    <message>
        <source>Night Owl</source>
        <translation>Night Owl</translation>
    </message>
    <message>
        <source>Rising Star</source>
        <translation>Rising Star</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Seasoned</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grandmaster</translation>
    </message>
    <message>
        <source>Palabre Legend</source>
        <translation>Palabre Legend</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>I'm ready</source>
        <translation>I'm ready</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Not ready after all</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Waiting for the host to start the game.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Join again</translation>
    </message>
    <message>
        <source>Kept on the host's computer: your XP and titles grow with each game.</source>
        <translation>Kept on the host's computer: your XP and titles grow with each game.</translation>
    </message>
    <message>
        <source>A new profile with this picture:</source>
        <translation>A new profile with this picture:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Room code</translation>
    </message>
    <message>
        <source>Type the four letters shown on the host's screen</source>
        <translation>Type the four letters shown on the host's screen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>No room here has the code {code}. Check the letters on the host's screen.</source>
        <translation>No room here has the code {code}. Check the letters on the host's screen.</translation>
    </message>
    <message>
        <source>Rooms on this computer</source>
        <translation>Rooms on this computer</translation>
    </message>
    <message>
        <source>The computer taking over could not prove that the host chose it: you stay here.</source>
        <translation>The computer taking over could not prove that the host chose it: you stay here.</translation>
    </message>
    <message>
        <source>Guess: {word}</source>
        <translation>Guess: {word}</translation>
    </message>
    <message>
        <source>Tap a word, then confirm here</source>
        <translation>Tap a word, then confirm here</translation>
    </message>
</context>
</TS>