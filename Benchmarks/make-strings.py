#!/usr/bin/env python3
"""Writes strings.tsv: 10,000 mixed interface strings (LANGUAGE<TAB>TEXT), the benchmark's input.

Deterministic (fixed seed), so every run and machine measures the same strings. Each string is
2 to 8 words of one language drawn from the lists below; some English ones carry an emoji or a
Hebrew or Chinese word, as real mixed labels do.
"""
import os
import random

WORDS = {
    "en": "Continue to payment Settings Privacy Notifications Account Sign in with your Apple ID Cancel Done "
          "Download over cellular Storage almost full Turn on Location Services Learn more".split(),
    "de": "Datenschutzeinstellungen verwalten Benachrichtigungen Weiter zur Zahlung Abbrechen Fertig "
          "Speicher fast voll Ortungsdienste aktivieren Mehr erfahren Anmelden".split(),
    "fr": "Continuer vers le paiement Réglages Confidentialité Notifications Annuler Terminé "
          "Stockage presque saturé Activer le service de localisation En savoir plus".split(),
    "ru": "Продолжить к оплате Настройки Конфиденциальность Уведомления Отменить Готово "
          "Хранилище почти заполнено Включить службы геолокации Подробнее".split(),
    "el": "Συνέχεια στην πληρωμή Ρυθμίσεις Απόρρητο Ειδοποιήσεις Ακύρωση Τέλος Μάθετε περισσότερα".split(),
    "ar": "متابعة إلى الدفع الإعدادات الخصوصية الإشعارات إلغاء تم التخزين ممتلئ تقريبًا تشغيل خدمات الموقع".split(),
    "he": "המשך לתשלום הגדרות פרטיות עדכונים ביטול סיום האחסון כמעט מלא הפעל שירותי מיקום".split(),
    "zh": "继续付款 设置 隐私 通知 取消 完成 储存空间 即将用满 打开 定位服务 了解更多".split(),
    "ja": "支払いに進む 設定 プライバシー 通知 キャンセル 完了 ストレージが いっぱいです 位置情報サービス".split(),
    "ko": "결제 계속 설정 개인정보 보호 알림 취소 완료 저장 공간 거의 가득 참 위치 서비스".split(),
}
SPACED = {"en", "de", "fr", "ru", "el", "ar", "he", "ko"}
EXTRAS = ["👍🏽", "🇫🇷", "❤️", "👩‍👩‍👧", "שלום", "你好", "✓", "→"]


def main():
    rng = random.Random(20261122)
    languages = sorted(WORDS)
    lines = []
    for index in range(10_000):
        language = languages[index % len(languages)]
        words = [rng.choice(WORDS[language]) for _ in range(rng.randint(2, 8))]
        text = (" " if language in SPACED else "").join(words)
        if language == "en" and rng.random() < 0.5:
            text += " " + rng.choice(EXTRAS)
            language = "mixed"
        lines.append(f"{language}\t{text}")
    with open(os.path.join(os.path.dirname(__file__), "strings.tsv"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
