#!/usr/bin/env python3
"""Generate the audit benchmark's String Catalog: N strings (default 10,000) as N/4 keys in four
locales (en, de, fr, ru), deterministic (fixed seed), every text covered by the bundled Inter.

Usage: make-audit-catalog.py OUTPUT.xcstrings [N]
Keys are SCREEN.KIND.NAME with KIND one of button, title, row, caption, which
audit-layout.json maps to a text style and a width.
"""
import json
import random
import sys

WORDS = {
    "en": "save change settings account notifications privacy photos share delete continue payment "
          "profile message download update review order details security password language".split(),
    "de": "speichern Änderungen Einstellungen Konto Benachrichtigungen Datenschutz Fotos teilen löschen "
          "fortfahren Zahlung Profil Nachricht herunterladen aktualisieren Bestellung Sicherheit Passwort".split(),
    "fr": "enregistrer modifications réglages compte notifications confidentialité photos partager "
          "supprimer continuer paiement profil message télécharger commande sécurité mot passe".split(),
    "ru": "сохранить изменения настройки аккаунт уведомления конфиденциальность фото поделиться удалить "
          "продолжить оплата профиль сообщение загрузить обновить заказ безопасность пароль".split(),
}
KINDS = {"button": (1, 3), "title": (2, 4), "row": (2, 6), "caption": (3, 9)}


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 10_000
    rng = random.Random(5)
    strings = {}
    for index in range(count // len(WORDS)):
        kind = list(KINDS)[index % len(KINDS)]
        low, high = KINDS[kind]
        length = rng.randint(low, high)
        localizations = {}
        for locale, words in WORDS.items():
            text = " ".join(rng.choice(words) for _ in range(length))
            localizations[locale] = {"stringUnit": {"state": "translated", "value": text[:1].upper() + text[1:]}}
        strings[f"screen{index // 40}.{kind}.item{index}"] = {"localizations": localizations}
    with open(sys.argv[1], "w", encoding="utf-8") as handle:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, handle, ensure_ascii=False, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
