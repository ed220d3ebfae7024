"""The five languages of the interface and the packs (PX-I18N-1), in one place with no
imports: the window's translations name them without loading the pack model."""

LANGUAGES = ("en", "fr", "de", "es", "it")
