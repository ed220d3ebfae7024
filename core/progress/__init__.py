"""Progress rules (PX-PROF-1..3, SW-PROG-1, TB-PROG-1): pure, no I/O.

* `facts`: what one finished game meant for each seat (`GameFacts`), read from its record;
* `stats`: a profile's statistics and how one game's facts change them;
* `xp`: XP per finished game and the level curve;
* `titles` (+ `catalog_*`): every title as data: a condition over statistics, and a name
  and a how-to-earn line in the five languages.

`store.profiles` keeps profiles in SQLite and applies a game with `progress_of`.
"""
