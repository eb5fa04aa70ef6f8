"""The app in the trainee's language: install a shipped translation at start.

Every string on screen goes through Qt's ``tr()``. A translation is a Qt ``.qm`` file named
``dealertrainer_<locale>.qm`` in ``resources/translations/`` (``dealertrainer_zh_CN.qm`` for
tables signed in Chinese); adding one needs no change to any screen:

    pyside6-lupdate dealertrainer/ui/*.py -ts resources/translations/dealertrainer_zh_CN.ts
    (translate the .ts in Qt Linguist)
    pyside6-lrelease resources/translations/dealertrainer_zh_CN.ts

Qt's own words (standard buttons) come from Qt's translations for the same language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from dealertrainer.ui.resources import ResourceMissing, resource_root

__all__ = ["install_translations"]


def install_translations(
    app: QCoreApplication, locale: QLocale | None = None, folder: Path | None = None
) -> list[QTranslator]:
    """Install Qt's and the app's translations for ``locale`` (the system's by default).

    Returns the translators installed (none for English, or when no file matches); the
    app keeps running in English for any string a translation lacks.
    """
    locale = locale or QLocale.system()
    if folder is None:
        try:
            folder = Path(str(resource_root())) / "translations"
        except ResourceMissing:
            return []
    installed = []
    for name, where in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                        ("dealertrainer", str(folder))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", where) and app.installTranslator(translator):
            installed.append(translator)
    return installed
