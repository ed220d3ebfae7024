<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>Acerca de Palabre</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation>Versión {app} · Qt {qt} · PySide {pyside}</translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation>Juegos de palabras para una pantalla, una red o una tele: Palabra Espía, Alrededor de la palabra y Codenames. Hecho por el equipo de Palabre; software libre bajo la GPL 3.0 o posterior.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Imágenes: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, el proyecto de emojis e iconos de código abierto.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licencia de las imágenes: {licence} ({url})</translation>
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
        <translation>La partida aparecerá aquí en cuanto empiece.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Palabra Espía</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Alrededor de la palabra</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>¿Tu palabra es distinta? Eres el espía.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Di lo que quieras, menos las palabras prohibidas.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Una palabra, varios sentidos: guía a tu equipo hasta sus agentes.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>unos {minutes} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} min</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Clásico (dos equipos)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Dos jugadores, juntos</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Tres jugadores, juntos</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Tres jugadores: dos jefes de espías, un agente</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Cada uno recibe una palabra secreta con su imagen. Los espías reciben una palabra un poco distinta y normalmente no lo saben; el fantasma no recibe ninguna.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>En cada ronda, todos dan por turnos una pista sobre su palabra. Luego la mesa lo discute y vota para eliminar a un jugador.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</source>
        <translation>Los ciudadanos ganan cuando no queda ningún espía ni fantasma. Espías y fantasma ganan juntos cuando solo queda un ciudadano. Un fantasma eliminado que adivina la palabra de los ciudadanos gana solo.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>En un solo ordenador, pasadlo de mano en mano: cada jugador descubre su carta tras una pantalla de privacidad y luego la vuelve a ocultar.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Dos equipos juegan por turnos. Quien da las pistas tiene un minuto para que su equipo adivine tantas palabras como pueda.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>No digas nunca la palabra, una parte de ella ni ninguna de las cinco palabras prohibidas de la carta. El otro equipo vigila la carta y pulsa ¡Buzz! si te equivocas.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Acertada: un punto. ¡Buzz!: un punto menos. Puedes pasar hasta tres cartas por turno.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Cuando se acaban los dos mazos, gana el equipo con más puntos.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Dos equipos, cada uno con un jefe de espías que ve la clave secreta de la cuadrícula de 25 palabras.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>El jefe de espías da una palabra y un número. Su equipo elige las palabras que cree suyas: un acierto le permite seguir, un error termina el turno.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>Gana el primer equipo que encuentra todas sus palabras; el equipo que da con el asesino pierde en el acto.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Variantes: dos o tres jugadores pueden jugar juntos contra la clave, o tres jugadores con dos jefes de espías rivales.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo jugar a {game}</translation>
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
        <translation>Juegos de palabras para toda la mesa</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Jugar a {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo jugar a {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Tama&amp;ño del texto</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vista de mesa</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Una segunda ventana para una tele o un proyector, que solo muestra información pública</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Volver a la pantalla de &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>Abrir la ventana de vista de &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>A&amp;cerca de Palabre</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation>Se perderá la partida en curso. ¿Abandonarla?</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pásale a {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Solo {name} debe mirar. Haz clic o pulsa Espacio para mostrar.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Mostrar la pantalla secreta de {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>New player's name</source>
        <translation>Nombre del nuevo jugador</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Quitar seleccionado</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Haz doble clic en un nombre (o pulsa F2) para cambiarlo.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation>Paquetes de palabras</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Elige un paquete.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Marca uno o varios paquetes.</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>No hay paquetes en este idioma.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Duración estimada: {duration}</translation>
    </message>
    <message>
        <source>This game's screens are not ready yet: it cannot be played in this version.</source>
        <translation>Las pantallas de este juego aún no están listas: no se puede jugar en esta versión.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Papeles</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Haz clic en un nombre para pasar a ese jugador al otro equipo.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mezclar los equipos</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>El otro jugador adivina para los dos jefes de espías.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (jefe de espías)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Pasar a {name} al {team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Jefe de espías</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Jefe de espías del {team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Espías</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Fantasma (un jugador sin palabra)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Los espías saben que son espías</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Mostrar el papel de los eliminados</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Resultado de los votos</translation>
    </message>
    <message>
        <source>Allow "Pass" in votes</source>
        <translation>Permitir «Pasar» en las votaciones</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Cada pista es</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Tiempo de debate</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>En caso de empate</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Cartas por equipo</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Tiempo por turno</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Quién votó a quién</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Solo totales</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>Una palabra</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>Una frase</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>Un duelo entre los empatados</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>Un sorteo</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ilimitado</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation>{cards} cartas (unos {minutes} min)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Dos jugadores se llaman {name}: ponles nombres distintos.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Marca al menos un paquete.</translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation>Elige exactamente un paquete.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Palabra Espía necesita de {min} a {max} jugadores.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>Con tantos jugadores, puede haber como mucho {max} espías.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>El fantasma necesita al menos 5 jugadores.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Demasiados espías y fantasma: los ciudadanos deben ser más.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>Los paquetes elegidos no tienen parejas de palabras.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Alrededor de la palabra necesita de 4 a 10 jugadores.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Cada equipo necesita al menos 2 jugadores: pasa a alguien al {team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Esta variante es para {expected} jugadores exactamente.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>El {team} necesita exactamente un jefe de espías.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>El {team} necesita al menos un jugador que adivine.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>En esta variante todos juegan en el mismo equipo.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>Los paquetes elegidos tienen menos de 25 palabras distintas.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>Estos ajustes no se pueden usar ({code}).</translation>
    </message>
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation>{count} jugadores (este juego es para {low})</translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation>{count} jugadores ({low}–{high})</translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: nueva partida</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre: vista de mesa</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Pantalla</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>V&amp;entana</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Cerrar la vista de mesa</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>equipo rojo</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>equipo azul</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>transeúnte</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>asesino</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>sin equipo</translation>
    </message>
</context>
</TS>