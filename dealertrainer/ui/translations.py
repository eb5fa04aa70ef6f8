"""The screens in the trainee's language: Qt's ``tr()`` answered from the app's catalogs.

There is one translation workflow (``dealertrainer/language.py``): gettext catalogs kept with
Babel. The core translates its messages itself; the screens keep Qt's ``self.tr()`` and
``QCoreApplication.translate()``, and the translator installed here looks each text up in the
same catalogs (the text is the key; Qt's context, a class name, is not used). Qt's own words
(standard buttons) come from Qt's translations shipped with PySide6.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from dealertrainer.language import ENGLISH, language_in_force, translated

__all__ = ["CatalogTranslator", "install_translations", "qt_own_translator"]


class CatalogTranslator(QTranslator):
    """Answers ``tr()`` from the catalogs of the language in force."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        # None (a null string) lets Qt ask the next translator, and in the end keep the text
        return translated(source, disambiguation or None)

    def isEmpty(self) -> bool:
        return False


def install_translations(app: QCoreApplication, parent: QObject | None = None) -> list[QTranslator]:
    """Install Qt's and the app's translators for the language in force (``language.use_language``
    chose it). Returns what was installed: nothing for English."""
    language = language_in_force()
    if language == ENGLISH:
        return []
    installed: list[QTranslator] = []
    qt_own = qt_own_translator(language, parent or app)
    if qt_own is not None and app.installTranslator(qt_own):
        installed.append(qt_own)
    ours = CatalogTranslator(parent or app)
    if app.installTranslator(ours):
        installed.append(ours)
    return installed


def qt_own_translator(language: str, parent: QObject) -> QTranslator | None:
    """Qt's own words (standard buttons) in ``language``: ``qtbase_<language>.qm`` from Qt's
    translations folder (inside the bundle in a packaged build), or None where it is missing.
    ``filePath()`` says which file was read."""
    translator = QTranslator(parent)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(QLocale(language), "qtbase", "_", folder) else None
