"""A translation context for plural texts (``%n``), called on the class.

lupdate reads Qt's plural forms from ``tr`` calls only (not from ``translate``), so the
text modules call ``Context.tr("%n …", "", count)`` on a class named after the context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject


class PluralContext(QObject):
    """Subclass it once per context: ``Context.tr(text, "", n)`` translates in the
    context named by the subclass."""

    @classmethod
    def tr(
        cls, sourceText: str, disambiguation: str | None = None, n: int = -1,
    ) -> str:
        return QCoreApplication.translate(cls.__name__, sourceText, disambiguation, n)
